'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { editorCall, type EditorCallResult } from '@/lib/api/editor-browser';
import type { MediaFile, MediaPage } from '@/lib/api/types/media';
import type { EditionId } from '@/lib/editions';

const SIZE = 24;

export type SearchState = { status: 'loading' | 'ready' | 'failed' | 'network'; files: MediaFile[]; page: number; more: boolean };

/** Images only: the library also keeps PDFs (uploaded as files), which an image field cannot show. */
const images = (files: MediaFile[]) => files.filter((file) => file.mime_type.startsWith('image/'));

/** The newest uploads, or those whose name contains the text (the API's `name`). */
const fetchPage = (edition: EditionId, text: string, page: number) =>
  text
    ? editorCall('GET', '/media_storage/search_by_name/', edition, undefined, { name: text, page, size: SIZE })
    : editorCall('GET', '/media_storage/', edition, undefined, { page, size: SIZE });

/**
 * The library's images, newest first or searched by name, page after page. A late answer to an older search is
 * dropped.
 */
export function useMediaSearch(edition: EditionId) {
  const [state, setState] = useState<SearchState>({ status: 'loading', files: [], page: 0, more: false });
  const latest = useRef(0);
  const name = useRef('');

  const apply = useCallback((call: number, page: number, result: EditorCallResult) => {
    if (call !== latest.current) return;
    if (result.status === 'network') return setState((current) => ({ ...current, status: 'network' }));
    if (result.status !== 200) return setState((current) => ({ ...current, status: 'failed' }));
    const body = result.body as MediaPage;
    setState((current) => ({ status: 'ready', files: [...(page === 1 ? [] : current.files), ...images(body.results)], page, more: body.next !== null }));
  }, []);

  const load = useCallback(
    async (text: string, page: number) => {
      const call = ++latest.current;
      name.current = text;
      setState((current) => ({ ...current, status: 'loading', ...(page === 1 ? { files: [] } : {}) }));
      apply(call, page, await fetchPage(edition, text, page));
    },
    [edition, apply],
  );

  // The dialog opens on the newest images (the state starts as loading).
  useEffect(() => {
    const call = ++latest.current;
    void fetchPage(edition, '', 1).then((result) => apply(call, 1, result));
  }, [edition, apply]);

  const search = useCallback((text: string) => load(text.trim(), 1), [load]);
  const more = useCallback(() => load(name.current, state.page + 1), [load, state.page]);
  /** A file just uploaded from the dialog, shown first. */
  const prepend = useCallback((file: MediaFile) => setState((current) => ({ ...current, files: [file, ...current.files.filter((f) => f.id !== file.id)] })), []);

  return { state, search, more, prepend };
}
