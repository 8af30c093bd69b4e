import type { EditionId } from '@/lib/editions';
import type { EditorRole } from '@/lib/schemas/editor-roles';

/** The editor a request acts for, as their account stands now. */
export interface Editor {
  id: number;
  email: string;
  role: EditorRole;
  editions: EditionId[] | null;
}
