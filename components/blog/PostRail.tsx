import { PostCard } from '@/components/blog/PostCard';
import rail from '@/components/ui/rail.module.css';
import type { PostCardData } from '@/lib/api/types/blog';
import type { Edition } from '@/lib/editions';
import postStyles from './PostCard.module.css';

/** Blog posts as h3 cards: a grid, and on a phone one swipeable row. */
export function PostRail({
  edition,
  posts,
  className,
  listClassName,
}: {
  edition: Edition;
  posts: PostCardData[];
  /** More classes of the rail's wrapper. */
  className?: string;
  /** More classes of the list. */
  listClassName?: string;
}) {
  return (
    <div className={className ? `${className} ${rail.rail}` : rail.rail}>
      <ul className={listClassName ? `${postStyles.grid} ${listClassName}` : postStyles.grid}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard edition={edition} post={post} headingLevel={3} />
          </li>
        ))}
      </ul>
    </div>
  );
}
