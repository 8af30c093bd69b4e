import { PostView } from '@/components/blog/PostView';
import { blogPost } from '@/lib/api/blog';
import { postMetadata } from '@/lib/pages/blog';
import { oneSegmentView } from './one-segment-view';

/** A post at its free slug `/{post}`: the post page itself, its canonical the `/blog/{category}/{post}` path. */
export const blogPostView = oneSegmentView(
  blogPost,
  ({ edition }, post) => postMetadata(edition, post),
  ({ edition }, post) => <PostView edition={edition} post={post} />,
);
