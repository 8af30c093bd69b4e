import { notFound } from 'next/navigation';
import { isValidElement, Suspense, type ReactNode } from 'react';
import { isNotFoundSignal } from '@/lib/pages/metadata-unless-missing';
import { NotFoundView } from './NotFoundView';

/** Answers 404: notFound() inside its own boundary, so the HTML around it is already sent in full. */
async function NotFoundStatus(): Promise<never> {
  notFound();
}

/**
 * The 404 view in the page's place, in the server's HTML. Next answers a notFound() thrown by a page with an empty
 * document that JavaScript fills; this one reads without JavaScript (title, text, the link home). The status is
 * still 404: the signal is thrown where it cannot take the page down, and in the browser Next shows the same view.
 */
function MissingPage() {
  return (
    <>
      <NotFoundView />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}

type AsyncView = (props: unknown) => Promise<ReactNode>;
const isAsyncView = (type: unknown): type is AsyncView => typeof type === 'function' && type.constructor.name === 'AsyncFunction';

/**
 * A page's body, or the 404 view when the page does not exist. The view at the top of the body is rendered here
 * too, not later in the tree, because it reads its data as it renders (a list asked for a page past its last
 * answers notFound()).
 */
export async function renderOrNotFound(render: () => Promise<ReactNode>): Promise<ReactNode> {
  try {
    const node = await render();
    if (isValidElement(node) && isAsyncView(node.type)) return await node.type(node.props);
    return node;
  } catch (error) {
    if (isNotFoundSignal(error)) return <MissingPage />;
    throw error;
  }
}
