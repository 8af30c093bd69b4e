import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { PromotionsSlider } from '@/components/promotions/PromotionsSlider';
import { sliderPromotions } from '@/lib/api/promotions';
import { editionOfLocale } from '@/lib/editions';
import { pageTitle } from '@/lib/seo';
import styles from './ErrorView.module.css';

/**
 * The 404 page: heading, a Home button, the promotions slider below; title "404 page non trouvée" with the site
 * name. Without the slider where it is only the first paint of a 404 that Next then renders in full in the
 * browser: every cached page carries that copy in its payload, and it stays small.
 */
export async function NotFoundView({ slider = true }: { slider?: boolean }) {
  const edition = editionOfLocale(await getLocale());
  const [t, promotions] = await Promise.all([getTranslations('notFound'), slider ? sliderPromotions(edition.id) : null]);
  return (
    <div className="container page">
      <title>{pageTitle(edition.id, t('title'))}</title>
      <meta name="robots" content="noindex,follow" />
      <section className={`panel ${styles.box}`}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>{t('heading')}</h1>
        <p className="lead">{t('text')}</p>
        <Link href="/" className="button">
          {t('home')}
        </Link>
      </section>
      {promotions && <PromotionsSlider edition={edition.id} title={t('slider')} promotions={promotions} />}
    </div>
  );
}
