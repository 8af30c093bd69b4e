/** How the audit screen reads an entry of the log: which fields changed, and which screen edits its entity. */

/** The kinds of entity and the actions the API writes in the log, as the screen's filters offer them. */
export const auditEntityTypes = [
  'promotion',
  'store',
  'blog_post',
  'blog_category',
  'blog_post_category',
  'promotion_category',
  'page',
  'media',
  'redirection',
  'robots_txt',
  'editor_account',
  'contact_message',
  'share_code',
  'suggest_shop',
  'newsletter_subscribers',
] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

export const auditActions = ['create', 'update', 'delete', 'trash', 'restore', 'update_seo', 'upload', 'handle', 'reopen', 'approve', 'reject', 'export', 'login', 'logout'] as const;
export type AuditAction = (typeof auditActions)[number];

export const isAuditEntityType = (value: unknown): value is AuditEntityType => auditEntityTypes.includes(value as AuditEntityType);
export const isAuditAction = (value: unknown): value is AuditAction => auditActions.includes(value as AuditAction);

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** Past this, a value (a whole robots.txt, a post's body) is cut: the screen shows what changed, not an archive. */
const SHOWN_LENGTH = 2000;

function shown(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields whose value differs between `before` and `after` (a creation has no before, a deletion no after). The
 * time of the change itself is left out: every save moves it, and the entry already says when.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const from = isRecord(before) ? before : before === null || before === undefined ? {} : { value: before };
  const to = isRecord(after) ? after : after === null || after === undefined ? {} : { value: after };
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter((field) => field !== 'updated_at');
  return fields
    .filter((field) => JSON.stringify(from[field] ?? null) !== JSON.stringify(to[field] ?? null))
    .map((field) => ({ field, before: shown(from[field]), after: shown(to[field]) }));
}

/** The editors' screen of an entry's entity, where there is one and the entity is still there to open. */
export function entityScreen(type: string, id: string | null, action: string): string | null {
  if (action === 'delete') return null;
  if (id !== null && /^\d+$/.test(id)) {
    if (type === 'promotion') return `/admin/promotions/${id}`;
    if (type === 'store') return `/admin/stores/${id}`;
    if (type === 'blog_post') return `/admin/posts/${id}`;
  }
  if (type === 'redirection') return '/admin/redirections';
  if (type === 'robots_txt') return '/admin/robots';
  if (type === 'editor_account') return '/admin/accounts';
  return null;
}

/**
 * The instant a calendar day (`2026-03-29`) starts in a time zone, daylight saving included: the audit filters'
 * dates are the edition's days, not UTC's.
 */
export function startOfDayIn(day: string, timeZone: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const midnightUtc = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(midnightUtc.getTime())) return null;
  const offsetAt = (instant: Date) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
        .formatToParts(instant)
        .map((part) => [part.type, part.value]),
    );
    const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
    return wall - instant.getTime();
  };
  const guess = new Date(midnightUtc.getTime() - offsetAt(midnightUtc));
  return new Date(midnightUtc.getTime() - offsetAt(guess));
}

/** The day after `day` (`YYYY-MM-DD`), for a range that includes its last day. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
