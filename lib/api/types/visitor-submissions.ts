import type { Paginated } from './common';

/** What a visitor sent, as the editors' API answers it (`/inbox/`, `/moderation/`). */
export interface Submission {
  id: number;
  kind: 'contact' | 'share_code' | 'suggest_shop';
  status: 'new' | 'handled' | 'approved' | 'rejected';
  email: string | null;
  count: number;
  created_at: string;
  last_submitted_at: string;
  handled_at: string | null;
  handled_by: string | null;
  created_entity_id: number | null;
  // contact
  name?: string;
  subject?: string;
  message?: string;
  // share_code, suggest_shop
  store?: string;
  store_id?: number | null;
  code?: string | null;
  offer?: string;
  expires_at?: string | null;
  link?: string | null;
  site?: string;
}

export type SubmissionPage = Paginated<Submission>;

/** `GET /editor_dashboard/`. */
export interface EditorDashboard {
  shared_codes_waiting: number;
  suggested_shops_waiting: number;
  unread_messages: number;
  /** Promotions whose code visitors say fails (under 30 % over at least 10 votes). */
  failing_codes: number;
  promotions_expiring_soon: number;
  drafts: { promotions: number; stores: number; posts: number };
  scheduled: { promotions: number; stores: number; posts: number };
}
