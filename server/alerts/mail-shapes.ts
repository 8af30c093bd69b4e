import type { EditionId } from '@/lib/editions';

/** What the alerts' mails are made of: what their callers hand over, and what goes into the outbox. */

/** A mail ready for the outbox: its subject, plain text and HTML, in the edition's language. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The confirmation mail of a first follow: the link confirms the address (48 h); the other manages its alerts. */
export interface ConfirmMailInput {
  edition: EditionId;
  /** What was followed, in words: a shop's name, a category's name, or the searched words. */
  followed: string;
  confirmUrl: string;
  manageUrl: string;
}

/** The notice to a confirmed address that one more thing is now followed (no confirmation needed). */
export interface FollowNoticeInput {
  edition: EditionId;
  followed: string;
  manageUrl: string;
}

/** One promotion of a digest, as its entry shows it. */
export interface DigestEntry {
  promotionId: number;
  storeName: string;
  storeLogo: string | null;
  title: string;
  /** The offer's headline (`-20 %`), or empty. */
  offer: string;
  /** The expiry in words, in the edition's language (`Expire demain`). */
  expiry: string;
  /** The code's success rate, 0–100, or null without votes or without a code. */
  successRate: number | null;
  /** The shop page with the code's modal and `utm_source=alert`. */
  url: string;
}

/** The entries of one followed thing, and the one-click link that removes that alert only. */
export interface DigestSection {
  alertId: number;
  followed: string;
  entries: DigestEntry[];
  unsubscribeUrl: string;
  /** The new promotions that did not fit in the section, and the page that lists them (the shop, the category, the search). */
  more?: { count: number; url: string };
}

export interface DigestMailInput {
  edition: EditionId;
  frequency: 'daily' | 'instant';
  sections: DigestSection[];
  manageUrl: string;
}
