import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { PromotionsSlider } from '@/components/promotions/PromotionsSlider';
import { sliderPromotions } from '@/lib/api/promotions';
import { editionOfLocale } from '@/lib/editions';
import { pageTitle } from '@/lib/seo';
import styles from './ErrorView.module.css';

/** The 404 page: heading, a Home button, the promotions slider below; title "404 page non trouvée" with the site name. */
export async function NotFoundView() {
  const edition = editionOfLocale(await getLocale());
  const [t, promotions] = await Promise.all([getTranslations('notFound'), sliderPromotions(edition.id)]);
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
      <PromotionsSlider edition={edition.id} title={t('slider')} promotions={promotions} />
    </div>
  );
}
