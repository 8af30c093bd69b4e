/** What the admins' screens read and send: redirections, the audit log, the editor accounts. */
import type { EditionId } from '@/lib/editions';
import type { EditorRole } from '@/lib/schemas/editor-roles';

/** `GET /seo/redirections/`: one of an edition's redirections. */
export interface Redirection {
  id: number;
  edition: EditionId;
  old_path: string;
  new_path: string;
  status_code: 301 | 302;
  created_at: string;
  updated_at: string;
}

/** `POST /seo/redirections/import/`: what became of each line of the CSV. */
export type RedirectionImportLine = { line: number; old_path: string; new_path: string; status_code: string } & (
  | { created: true; id: number; collapsed: string[] }
  | { created: false; errors: Record<string, unknown> }
);

export interface RedirectionImport {
  created: number;
  refused: number;
  results: RedirectionImportLine[];
}

/** `GET /audit/`: one write, who made it, and the entity before and after. */
export interface AuditEntry {
  id: number;
  at: string;
  account: { id: number; email: string };
  action: string;
  entity_type: string;
  entity_id: string | null;
  edition: EditionId | null;
  before: unknown;
  after: unknown;
  address: string | null;
}

/** `GET /editor_accounts/`: an account, never its password. */
export interface EditorAccountRow {
  id: number;
  email: string;
  role: EditorRole;
  /** null: every edition. */
  editions: EditionId[] | null;
  created_at: string;
  updated_at: string;
}
