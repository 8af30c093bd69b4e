import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { LayoutData } from '@/lib/api/layout';
import type { Edition } from '@/lib/editions';
import { staticPath } from '@/lib/routing';
import { DesktopNav } from './DesktopNav';
import styles from './Header.module.css';
import { MobileMenu } from './MobileMenu';
import { navSections } from './nav-model';
import { SearchBox } from './SearchBox';

/** The header: logo, desktop menus with hover submenus, burger menu under 768 px, search box. */
export async function Header({ edition, data }: { edition: Edition; data: LayoutData }) {
  const t = await getTranslations('header');
  const sections = navSections(edition.id, data, {
    destinations: t('destinations'),
    categories: t('categories'),
    blogs: t('blogs'),
    allDestinations: t('allDestinations'),
    allCategories: t('allCategories'),
    allBlog: t('allBlog'),
  });
  // The desktop bar shows destinations, the heading categories and categories; the blog fits in the burger menu.
  const desktopSections = sections.filter((s) => s.id !== 'blogs');
  const submenuLabels = Object.fromEntries(sections.map((s) => [s.label, t('showSubmenu', { name: s.label })]));

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <MobileMenu sections={sections} labels={{ open: t('openMenu'), close: t('closeMenu'), title: t('menuTitle') }} />
        <Link href="/" className={styles.logo} aria-label={t('homeLink', { brand: edition.brandName })}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG logo gains nothing from the image optimiser */}
          <img src={edition.logo} alt={edition.logoAlt} width={210} height={50} className={styles.logoImg} />
        </Link>
        <SearchBox
          edition={edition.id}
          searchPath={staticPath(edition.id, 'search') ?? '/search'}
          comparatorPath={staticPath(edition.id, 'comparator')}
          labels={{ label: t('searchLabel'), placeholder: t('searchPlaceholder'), submit: t('searchSubmit'), comparator: t('comparator') }}
        />
      </div>
      <div className={styles.navRow}>
        <div className="container">
          <DesktopNav sections={desktopSections} label={t('mainNav')} submenuLabels={submenuLabels} />
        </div>
      </div>
    </header>
  );
}
