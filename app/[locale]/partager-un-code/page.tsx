import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FormMessages } from '@/components/forms/FormMessages';
import { ShareCodeForm } from '@/components/forms/ShareCodeForm';
import { SuggestShopForm } from '@/components/forms/SuggestShopForm';
import styles from '@/components/forms/forms.module.css';
import { PageLayout } from '@/components/layout/PageLayout';
import { shopNames } from '@/lib/api/stores';
import { staticCrumbs } from '@/lib/breadcrumbs';
import { pageEdition, type LocaleParams } from '@/lib/page-edition';
import { staticMetadata } from '@/lib/pages/static';
import { staticPath } from '@/lib/routing';
import { captchaOf } from '@/lib/third-parties';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const edition = await pageEdition(params);
  const t = await getTranslations('forms.sharePage');
  return staticMetadata(edition, 'shareCode', { title: t('title'), description: t('description') });
}

/**
 * Where visitors share a code they found and suggest a shop the site lacks: two forms into the editors' queue.
 * Shop pages, the footer, the FAQ and the blog send visitors here.
 */
export default async function ShareCodePage({ params }: { params: LocaleParams }) {
  const edition = await pageEdition(params);
  const path = staticPath(edition.id, 'shareCode');
  if (!path) notFound();
  const [t, tb, shops] = await Promise.all([getTranslations('forms.sharePage'), getTranslations('breadcrumbs'), shopNames(edition.id)]);
  const captcha = captchaOf(edition);
  return (
    <PageLayout edition={edition.id} breadcrumbs={staticCrumbs(tb('home'), t('breadcrumb'), path)}>
      <article className="panel">
        <h1>{t('title')}</h1>
        <p className="lead">{t('description')}</p>
        <FormMessages edition={edition.id} forms={['shareCode', 'suggestShop']}>
          <ShareCodeForm edition={edition.id} shops={shops} captcha={captcha} />
          <section className={styles.section} id="proposer-une-boutique">
            <SuggestShopForm edition={edition.id} captcha={captcha} />
          </section>
        </FormMessages>
      </article>
    </PageLayout>
  );
}
