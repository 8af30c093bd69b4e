import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { LayoutData } from '@/lib/api/layout';
import type { Edition } from '@/lib/editions';
import { copyrightLinks, footerColumns } from '@/lib/footer';
import { entityPath, shareCodeHref, staticPath } from '@/lib/routing';
import { captchaOf } from '@/lib/third-parties';
import { FormMessages } from '@/components/forms/FormMessages';
import { NewsletterForm } from '@/components/forms/NewsletterForm';
import { CookieSettingsLink } from './CookieSettingsLink';
import styles from './Footer.module.css';

/**
 * The footer: the newsletter and the ways to share a code or a shop; logo, cookie settings, copyright links, common
 * links in columns of 5, copyright text.
 */
export async function Footer({ edition, data }: { edition: Edition; data: LayoutData }) {
  const t = await getTranslations('footer');
  const columns = footerColumns(data.footerLinks);
  const legal = copyrightLinks(data.footerLinks);
  const stores = data.topStores.slice(0, 10);
  const shareCodePath = shareCodeHref(edition.id);
  return (
    <footer className={styles.footer} aria-label={t('label')}>
      <div className={`container ${styles.newsletter}`}>
        <FormMessages edition={edition.id} forms={['newsletter']}>
          <NewsletterForm edition={edition.id} source="footer" privacyHref={staticPath(edition.id, 'privacy') ?? '/privacy'} captcha={captchaOf(edition)} compact />
        </FormMessages>
        <ul className={styles.share}>
          <li>
            <Link href={shareCodePath} className="button button--accent">
              {t('shareCode')}
            </Link>
          </li>
          <li>
            <Link href={`${shareCodePath}#proposer-une-boutique`}>{t('suggestShop')}</Link>
          </li>
        </ul>
      </div>
      <div className={`container ${styles.top}`}>
        <div className={styles.brand}>
          <Link href="/">
            {/* eslint-disable-next-line @next/next/no-img-element -- SVG logo */}
            <img src={edition.logo} alt={edition.logoAlt} width={210} height={50} loading="lazy" className={styles.logo} />
          </Link>
          <CookieSettingsLink label={t('cookieSettings')} enabled={Boolean(edition.thirdParty.consentApp.key)} />
        </div>
        {columns.length > 0 && (
          <nav className={styles.columns} aria-label={t('links')}>
            {columns.map((column, index) => (
              <ul key={index} className={styles.column}>
                {column.map((link) => (
                  <li key={link.id}>
                    <Link href={link.link}>{link.name}</Link>
                  </li>
                ))}
              </ul>
            ))}
          </nav>
        )}
        {stores.length > 0 && (
          <nav className={styles.stores} aria-label={t('topStores')}>
            <h2 className={styles.heading}>{t('topStores')}</h2>
            <ul className={styles.column}>
              {stores.map((store) => (
                <li key={store.id}>
                  <Link href={entityPath(edition.id, 'store', [store.slug])}>{store.name}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          {legal.length > 0 && (
            <nav aria-label={t('legal')}>
              <ul className={styles.legal}>
                {legal.map((link) => (
                  <li key={link.id}>
                    <Link href={link.link}>{link.name}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {data.copyright && <p className={styles.copyright}>{data.copyright}</p>}
        </div>
      </div>
    </footer>
  );
}
