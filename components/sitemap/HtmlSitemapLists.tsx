import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { htmlSitemap } from '@/lib/api/pages';
import type { SitemapLink } from '@/lib/api/types';
import type { EditionId } from '@/lib/editions';
import styles from './HtmlSitemapLists.module.css';

function Tree({ links }: { links: SitemapLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.url}>
          <Link href={link.url}>{link.name ?? link.title}</Link>
          {link.children && link.children.length > 0 && <Tree links={link.children} />}
        </li>
      ))}
    </ul>
  );
}

/** The HTML sitemap's sections from `/sitemap/get_html_sitemap_data/`; an empty section is left out. */
export async function HtmlSitemapLists({ edition }: { edition: EditionId }) {
  const [data, t] = await Promise.all([htmlSitemap(edition), getTranslations('pages.htmlSitemap')]);
  if (!data) return null;
  const sections: [string, SitemapLink[]][] = [
    [t('pages'), data.pages.map((p) => ({ title: p.title, url: p.url }))],
    [t('destinations'), data.destinations],
    [t('categories'), data.categories],
    [t('stores'), data.stores],
    [t('blogCategories'), data.blog_categories],
  ];
  return (
    <div className={styles.sections}>
      {sections
        .filter(([, links]) => links.length > 0)
        .map(([title, links]) => (
          <section key={title} className={styles.section}>
            <h2>{title}</h2>
            <Tree links={links} />
          </section>
        ))}
    </div>
  );
}
