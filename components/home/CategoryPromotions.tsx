import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PromotionGrid } from '@/components/promotions/PromotionCard';
import type { CategoryPromotions as Block } from '@/lib/api/home';
import type { Edition } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import { HomeSection } from './HomeSection';
import styles from './CategoryPromotions.module.css';
import rail from '@/components/ui/rail.module.css';
import { storeLogo } from '@/lib/store-logo';

/** The homepage categories as a row of themes, each linking to its page. */
export async function CategoryThemes({ edition, blocks }: { edition: Edition; blocks: Block[] }) {
  if (blocks.length === 0) return null;
  const t = await getTranslations('home');
  return (
    <HomeSection id="categories" title={t('categories')} intro={t('categoriesIntro')}>
      <ul className={styles.themes}>
        {blocks.map(({ category }) => (
          <li key={category.id}>
            <Link href={entityPath(edition.id, 'category', [category.slug])} className={styles.theme}>
              {/* eslint-disable-next-line @next/next/no-img-element -- SVG category icons */}
              <img src={storeLogo(category.icon)} alt="" width={40} height={40} loading="lazy" className={styles.icon} />
              <span className={styles.themeText}>
                <span className={styles.themeName}>{category.name}</span>
                <span className={styles.themeCount}>{t('promotionsCount', { count: category.promotions_count })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** One section per homepage category: its first promotions and a link to all of them. */
export async function CategoryPromotions({ edition, blocks }: { edition: Edition; blocks: Block[] }) {
  if (blocks.length === 0) return null;
  const t = await getTranslations('home');
  return blocks.map(({ category, promotions }) => (
    <HomeSection
      key={category.id}
      id={`category-${category.id}`}
      title={t('categoryTitle', { name: category.name })}
      more={{ href: entityPath(edition.id, 'category', [category.slug]), label: t('categoryAll', { count: category.promotions_count, name: category.name }) }}
    >
      <div className={rail.rail}>
        <PromotionGrid edition={edition} promotions={promotions} headingLevel={3} />
      </div>
    </HomeSection>
  ));
}
