import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { htmlSitemap } from '@/lib/api/pages';
import type { SitemapLink } from '@/lib/api/types/sitemap';
import type { EditionId } from '@/lib/editions';
import { groupByInitial } from '@/lib/sitemap/initials';
import styles from './HtmlSitemapLists.module.css';

const labelOf = (link: SitemapLink) => link.name ?? link.title ?? link.url;

/** Nested lists of links: countries → regions → cities, categories → subcategories, blog categories → posts. */
function Tree({ links, columns = false }: { links: SitemapLink[]; columns?: boolean }) {
  return (
    <ul className={columns ? styles.columns : styles.nested}>
      {links.map((link) => (
        <li key={link.url}>
          <Link href={link.url}>{labelOf(link)}</Link>
          {link.children && link.children.length > 0 && <Tree links={link.children} />}
        </li>
      ))}
    </ul>
  );
}

const letterId = (initial: string) => `sitemap-stores-${initial === '#' ? 'other' : initial.toLowerCase()}`;

/** Shops A–Z: a row of letters to jump to, then one short list a letter. */
function StoresByLetter({ stores, indexLabel, otherLabel }: { stores: SitemapLink[]; indexLabel: string; otherLabel: string }) {
  const groups = groupByInitial(stores);
  return (
    <>
      <nav aria-label={indexLabel} className={styles.letters}>
        {groups.map(({ initial }) => (
          <a key={initial} href={`#${letterId(initial)}`} aria-label={initial === '#' ? otherLabel : undefined}>
            {initial}
          </a>
        ))}
      </nav>
      <div className={styles.letterGroups}>
        {groups.map(({ initial, items }) => (
          <div key={initial} className={styles.letterGroup}>
            <h3 id={letterId(initial)} aria-label={initial === '#' ? otherLabel : undefined}>
              {initial}
            </h3>
            <ul className={styles.plain}>
              {items.map((store) => (
                <li key={store.url}>
                  <Link href={store.url}>{labelOf(store)}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </>
  );
}

/**
 * The HTML sitemap's sections from `/sitemap/get_html_sitemap_data/`, each under its heading and reachable
 * from the contents at the top: the site's pages, destinations and categories as trees, shops A–Z, the blog's
 * categories with their posts. An empty section is left out.
 */
export async function HtmlSitemapLists({ edition }: { edition: EditionId }) {
  const [data, t, tb] = await Promise.all([htmlSitemap(edition), getTranslations('pages.htmlSitemap'), getTranslations('breadcrumbs')]);
  if (!data) return null;
  const pages: SitemapLink[] = [{ title: tb('home'), url: '/' }, ...data.pages];
  const sections: { id: string; title: string; count: number; body: ReactNode }[] = [
    { id: 'pages', title: t('pages'), count: pages.length, body: <Tree links={pages} columns /> },
    { id: 'destinations', title: t('destinations'), count: data.destinations.length, body: <Tree links={data.destinations} columns /> },
    { id: 'categories', title: t('categories'), count: data.categories.length, body: <Tree links={data.categories} columns /> },
    {
      id: 'stores',
      title: t('stores'),
      count: data.stores.length,
      body: <StoresByLetter stores={data.stores} indexLabel={t('storesIndex')} otherLabel={t('otherInitial')} />,
    },
    { id: 'blog', title: t('blogCategories'), count: data.blog_categories.length, body: <Tree links={data.blog_categories} columns /> },
  ];
  const shown = sections.filter((section) => section.count > 0);
  return (
    <div className={styles.sitemap}>
      <nav aria-label={t('contents')} className={styles.contents}>
        <ul>
          {shown.map((section) => (
            <li key={section.id}>
              <a href={`#sitemap-${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {shown.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={`sitemap-${section.id}`}>
          <h2 id={`sitemap-${section.id}`}>{section.title}</h2>
          {section.body}
        </section>
      ))}
    </div>
  );
}
