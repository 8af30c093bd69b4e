import { render } from '@react-email/render';
import { editions, type EditionId } from '@/lib/editions';
import type { ConfirmMailInput, DigestMailInput, DigestSection, FollowNoticeInput, RenderedMail } from './mail-shapes';
import { alertMailWords } from './mail-words';
import { confirmMail } from './mail-templates/confirm-mail';
import { digestMail } from './mail-templates/digest-mail';
import { followNoticeMail } from './mail-templates/follow-notice-mail';

/** The mails' shapes live beside their templates, which read them too. */
export type { ConfirmMailInput, DigestEntry, DigestMailInput, DigestSection, FollowNoticeInput, RenderedMail } from './mail-shapes';

/** The HTML of a mail's template, as mail clients take it (React Email: tables and inline styles). */
const htmlOf = (mail: React.ReactElement) => render(mail);

/** The plain-text part: the same words and every link written out, for the clients and readers that want no HTML. */
const lines = (...parts: (string | null | false)[]) => `${parts.filter((part) => part !== null && part !== false).join('\n\n')}\n`;

function footerText(edition: EditionId, manageUrl: string, note?: string): string[] {
  const t = alertMailWords(edition);
  return ['--', t('manageText', { url: manageUrl }), ...(note ? [note] : []), t('footerWhy', { brand: editions[edition].brandName })];
}

/** The mail of a first follow, whose link confirms the address. */
export async function renderConfirmMail(input: ConfirmMailInput): Promise<RenderedMail> {
  const t = alertMailWords(input.edition);
  const { brandName } = editions[input.edition];
  return {
    subject: t('confirm.subject', { brand: brandName }),
    text: lines(t('confirm.heading'), t('confirm.intro', { followed: input.followed }), t('confirm.actionText', { url: input.confirmUrl }), t('confirm.validity'), t('confirm.notYou'), ...footerText(input.edition, input.manageUrl)),
    html: await htmlOf(confirmMail(input)),
  };
}

/** The notice to a confirmed address that it now follows one more thing. */
export async function renderFollowNoticeMail(input: FollowNoticeInput): Promise<RenderedMail> {
  const t = alertMailWords(input.edition);
  const { brandName } = editions[input.edition];
  return {
    subject: t('notice.subject', { brand: brandName, followed: input.followed }),
    text: lines(t('notice.heading'), t('notice.intro', { followed: input.followed }), t('notice.notYou'), ...footerText(input.edition, input.manageUrl)),
    html: await htmlOf(followNoticeMail(input)),
  };
}

/** How many new promotions a digest tells of: each once, however many sections show it, and those that did not fit. */
export function digestCount(input: DigestMailInput): number {
  const shown = new Set(input.sections.flatMap((section) => section.entries.map((entry) => entry.promotionId)));
  return shown.size + input.sections.reduce((sum, section) => sum + (section.more?.count ?? 0), 0);
}

/** The digest of one address: a section per followed thing with something new, its subject counting the new codes. */
export async function renderDigestMail(input: DigestMailInput): Promise<RenderedMail> {
  const t = alertMailWords(input.edition);
  const { brandName } = editions[input.edition];
  const count = digestCount(input);
  const daily = input.frequency === 'daily';
  const subject =
    input.sections.length === 1 ? t('digest.subjectOne', { followed: input.sections[0].followed, count }) : t('digest.subjectMany', { count, brand: brandName });
  const sectionText = (section: DigestSection) =>
    [
      `== ${section.followed} ==`,
      ...section.entries.map((entry) =>
        [entry.storeName, entry.offer, entry.title, [entry.expiry, entry.successRate === null ? null : t('digest.success', { rate: entry.successRate })].filter(Boolean).join(' · '), entry.url]
          .filter(Boolean)
          .join('\n'),
      ),
      ...(section.more ? [t('digest.moreText', { count: section.more.count, url: section.more.url })] : []),
      t('digest.unsubscribeText', { followed: section.followed, url: section.unsubscribeUrl }),
    ].join('\n\n');
  return {
    subject,
    text: lines(
      t(daily ? 'digest.headingDaily' : 'digest.headingInstant'),
      t('digest.intro'),
      ...input.sections.map(sectionText),
      ...footerText(input.edition, input.manageUrl, t(daily ? 'digest.frequencyDaily' : 'digest.frequencyInstant')),
    ),
    html: await htmlOf(digestMail(input)),
  };
}
