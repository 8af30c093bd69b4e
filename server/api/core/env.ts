import type { Db } from '@/server/db/types';
import type { EditionId } from '@/lib/editions';
import type { ContentChange } from '@/lib/cache/tags';
import type { Editor } from '../auth/editor';

/** How a write tells the cached pages what it changed (the site's cache; a recorder in tests). */
export type ContentChanged = (change: ContentChange, freshness: 'now' | 'counter') => void;

/** What every handler finds on the context. */
export type ApiEnv = {
  Variables: {
    db: Db;
    /** From the `language` query parameter (default `fr-be`). */
    edition: EditionId;
    contentChanged: ContentChanged;
    /** Wakes the background worker (a mail queued, a subscriber confirmed), so it acts now rather than at its next round. */
    wakeBackgroundWork: () => void;
    /** The editor a guarded route acts for (see `requireEditor`). */
    editor: Editor;
  };
};
