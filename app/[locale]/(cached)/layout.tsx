import { Suspense, type ReactNode } from 'react';
import { NotFoundView } from '@/components/errors/NotFoundView';
import { pageEdition, type LocaleParams } from '@/lib/page-edition';

/**
 * The pages served from the cache. A page that does not exist (an unknown slug, a page past a list's last) calls
 * notFound(), and the server cannot show the 404 view in its place by itself: it would send an empty document
 * that JavaScript fills. Inside this boundary the answer is 404 with the edition's 404 view already in the HTML,
 * readable without JavaScript; in the browser Next then shows the same view. These pages are rendered whole
 * before they are sent, so the fallback never shows while a page loads.
 */
export default async function CachedPagesLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  // Layouts render beside the pages, not after them: each one sets the edition's locale for what it renders.
  await pageEdition(params);
  return <Suspense fallback={<NotFoundView slider={false} />}>{children}</Suspense>;
}
