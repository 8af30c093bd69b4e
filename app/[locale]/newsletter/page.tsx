import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { FormMessages } from '@/components/forms/FormMessages';
import { NewsletterForm } from '@/components/forms/NewsletterForm';
import { UnsubscribeForm } from '@/components/forms/UnsubscribeForm';
import styles from '@/components/forms/forms.module.css';
import { PageLayout } from '@/components/layout/PageLayout';
import { confirmSubscription } from '@/lib/api/newsletter';
import { staticCrumbs } from '@/lib/breadcrumbs';
import { pageEdition, type LocaleParams } from '@/lib/page-edition';
import { staticMetadata } from '@/lib/pages/static';
import { staticPath } from '@/lib/routing';
import type { PageSearchParams } from '@/lib/search-params';
import { captchaOf } from '@/lib/third-parties';

/** What the page shows depends on the link followed from a mail: rendered per visit, never cached. */
export const dynamic = 'force-dynamic';

type SearchParams = Promise<PageSearchParams>;

const tokenOf = (value: string | string[] | undefined) => (typeof value === 'string' && value.length <= 2000 ? value : '');

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const edition = await pageEdition(params);
  const t = await getTranslations('forms.newsletter');
  return staticMetadata(edition, 'newsletter', { title: t('pageTitle'), description: t('intro') });
}

/**
 * The newsletter's page: the subscription form; the confirmation link of the double opt-in (`?confirm=`), which
 * confirms on arrival; and the unsubscribe link (`?unsubscribe=`), which asks for one click first.
 */
export default async function NewsletterPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const edition = await pageEdition(params);
  const query = await searchParams;
  const [t, tb] = await Promise.all([getTranslations('forms.newsletter'), getTranslations('breadcrumbs')]);
  const confirmToken = tokenOf(query.confirm);
  const unsubscribeToken = tokenOf(query.unsubscribe);
  const outcome = confirmToken ? await confirmSubscription(edition.id, confirmToken) : null;
  const privacyHref = staticPath(edition.id, 'privacy') ?? '/privacy';
  return (
    <PageLayout edition={edition.id} breadcrumbs={staticCrumbs(tb('home'), t('pageTitle'), '/newsletter')}>
      <article className="panel">
        <h1>{t('pageTitle')}</h1>
        <FormMessages edition={edition.id} forms={['newsletter']}>
          {outcome === 'confirmed' ? (
            <div role="status" className={styles.success}>
              <h2>{t('confirmedTitle')}</h2>
              <p>{t('confirmedBody')}</p>
              <Link href="/">{t('home')}</Link>
            </div>
          ) : unsubscribeToken ? (
            <UnsubscribeForm edition={edition.id} token={unsubscribeToken} />
          ) : (
            <>
              {outcome && (
                <div role="alert" className={styles.alert}>
                  <h2>{t('expiredTitle')}</h2>
                  <p>{t('expiredBody')}</p>
                </div>
              )}
              <NewsletterForm edition={edition.id} source="page" privacyHref={privacyHref} captcha={captchaOf(edition)} />
            </>
          )}
        </FormMessages>
      </article>
    </PageLayout>
  );
}
