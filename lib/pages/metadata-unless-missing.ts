import type { Metadata } from 'next';

/** notFound()'s signal (Next throws an error whose digest names the 404). */
export const isNotFoundSignal = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && String((error as { digest?: unknown }).digest ?? '').startsWith('NEXT_HTTP_ERROR_FALLBACK;404');

/**
 * A page's metadata, or none when the page does not exist. The 404 is the page's own to answer (see
 * renderOrNotFound): thrown from the metadata, notFound() would answer an empty error document that shows its text
 * only once JavaScript runs. The 404 view sets its own title and robots tags.
 */
export async function metadataUnlessMissing(read: () => Promise<Metadata>): Promise<Metadata> {
  try {
    return await read();
  } catch (error) {
    if (isNotFoundSignal(error)) return {};
    throw error;
  }
}
