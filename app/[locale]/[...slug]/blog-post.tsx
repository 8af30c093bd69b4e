import { postMetadata } from '@/lib/pages/blog';
import { PostView } from '@/components/blog/PostView';
import { blogPost } from '@/lib/api/blog';
import { resolvedOrNotFound } from '@/lib/api/or-not-found';
import { oneSegment } from '@/lib/slug-dispatch';
import type { SlugView, SlugViewContext } from './views';

const load = ({ edition, resolved }: SlugViewContext) => resolvedOrNotFound(edition.id, resolved.slug, blogPost(edition.id, resolved.slug));

/** A post at its free slug `/{post}`: the post page itself, its canonical the `/blog/{category}/{post}` path. */
export const blogPostView: SlugView = {
  accepts: oneSegment,

  async metadata(context) {
    return postMetadata(context.edition, await load(context));
  },

  async render(context) {
    return <PostView edition={context.edition} post={await load(context)} />;
  },
};
