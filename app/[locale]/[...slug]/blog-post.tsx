import { notFound } from 'next/navigation';
import { postMetadata } from '@/components/blog/metadata';
import { PostView } from '@/components/blog/PostView';
import { blogPost } from '@/lib/api/blog';
import { forgetSlug } from '@/lib/api/slugs';
import { oneSegment } from '@/lib/slug-dispatch';
import type { SlugView, SlugViewContext } from './views';

async function load({ edition, resolved }: SlugViewContext) {
  const post = await blogPost(edition.id, resolved.slug);
  // Resolved a moment ago but gone now (unpublished in between): a missing page all the same.
  if (!post) {
    forgetSlug(edition.id, resolved.slug);
    notFound();
  }
  return post;
}

/** A post at its free slug `/{post}` (spec §2): the post page itself, its canonical the `/blog/{category}/{post}` path. */
export const blogPostView: SlugView = {
  accepts: oneSegment,

  async metadata(context) {
    return postMetadata(context.edition, await load(context));
  },

  async render(context) {
    return <PostView edition={context.edition} post={await load(context)} />;
  },
};
