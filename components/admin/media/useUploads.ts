'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaFile } from '@/lib/api/types/media';
import type { EditionId } from '@/lib/editions';
import { problemBeforeSending, problemOf, type UploadProblem } from './upload-problems';
import { sendUpload } from './upload-request';

export interface UploadItem {
  key: number;
  name: string;
  size: number;
  /** Bytes sent of `total` (the multipart body, a little more than the file). */
  sent: number;
  total: number;
  state: 'sending' | 'done' | 'refused' | 'cancelled';
  problem?: UploadProblem;
  /** The answer's status, told with the generic refusal. */
  status?: number;
}

let nextKey = 0;

/**
 * The uploads of a drop zone, each on its own: every file is sent at once and told apart, so one refused file
 * never holds up the others. `onUploaded` hears of each file the library now has.
 */
export function useUploads(edition: EditionId, onUploaded: (file: MediaFile) => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const aborts = useRef(new Map<number, () => void>());
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  }, [onUploaded]);
  // Leaving the screen stops what is still on its way: nobody would see how it ended.
  useEffect(() => {
    const pending = aborts.current;
    return () => pending.forEach((abort) => abort());
  }, []);

  const update = useCallback((key: number, change: Partial<UploadItem>) => setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item))), []);

  const send = useCallback(
    async (file: File, key: number) => {
      const request = sendUpload(file, edition, (sent, total) => update(key, { sent, total }));
      aborts.current.set(key, request.abort);
      const result = await request.done;
      aborts.current.delete(key);
      if (result.status === 'aborted') return update(key, { state: 'cancelled' });
      if (result.status === 201 || result.status === 200) {
        update(key, { state: 'done', sent: file.size, total: file.size });
        onUploadedRef.current(result.body as MediaFile);
        return;
      }
      update(key, { state: 'refused', problem: problemOf(result), status: typeof result.status === 'number' ? result.status : undefined });
    },
    [edition, update],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file): UploadItem => {
        const problem = problemBeforeSending(file);
        return { key: ++nextKey, name: file.name, size: file.size, sent: 0, total: file.size, state: problem ? 'refused' : 'sending', problem: problem ?? undefined };
      });
      setItems((list) => [...added, ...list]);
      added.forEach((item, i) => {
        if (item.state === 'sending') void send(files[i], item.key);
      });
    },
    [send],
  );

  const cancel = useCallback((key: number) => aborts.current.get(key)?.(), []);
  const clearFinished = useCallback(() => setItems((list) => list.filter((item) => item.state === 'sending')), []);

  return { items, add, cancel, clearFinished };
}
