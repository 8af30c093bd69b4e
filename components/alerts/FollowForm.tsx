import { NextIntlClientProvider } from 'next-intl';
import { formClientNamespaces } from '@/components/forms/FormMessages';
import type { FollowTarget } from '@/lib/alerts/my-alerts';
import { editions, type EditionId } from '@/lib/editions';
import { staticPath } from '@/lib/routing';
import { captchaOf } from '@/lib/third-parties';
import { clientMessages } from '@/messages';
import { FollowFormClient } from './FollowFormClient';

/** The words the follow form shows in the browser: its own, its checks' messages and its statuses. */
export const followClientNamespaces = [...formClientNamespaces, 'alerts.form', 'alerts.errors'] as const;

/**
 * "Get the new codes" of a shop, a category or a search, where the page shows it. What is followed comes from the
 * page's own props (the edition from its `[locale]` segment), never from the request: the page stays cached per
 * edition. Its words travel to the browser with it, and only where it stands.
 */
export function FollowForm({ edition, follow }: { edition: EditionId; follow: FollowTarget }) {
  const { htmlLang, timeZone } = editions[edition];
  return (
    <NextIntlClientProvider locale={htmlLang} timeZone={timeZone} messages={clientMessages(edition, followClientNamespaces)}>
      <FollowFormClient edition={edition} target={follow} privacyHref={staticPath(edition, 'privacy') ?? '/privacy'} captcha={captchaOf(editions[edition])} />
    </NextIntlClientProvider>
  );
}
