import type { Db } from '@/server/db/types';
import type { EditionId } from '@/lib/editions';

/** What every handler finds on the context. */
export type ApiEnv = {
  Variables: {
    db: Db;
    /** From the `language` query parameter (default `fr-be`). */
    edition: EditionId;
  };
};
