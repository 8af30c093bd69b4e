import { Pagination } from '@/components/ui/Pagination';
import type { PostCardData } from '@/lib/api/types/blog';
import type { Edition } from '@/lib/editions';
import { PostCard } from './PostCard';
import styles from './PostCard.module.css';

/** One page of a list of posts as cards, and the links to the other pages. */
export function PostList({ edition, posts, path, page, pages, label }: { edition: Edition; posts: PostCardData[]; path: string; page: number; pages: number; label?: string }) {
  return (
    <>
      <ul className={styles.grid} aria-label={label}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard edition={edition} post={post} />
          </li>
        ))}
      </ul>
      <Pagination pathname={path} page={page} pages={pages} />
    </>
  );
}
