import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ContinentLocations } from '@/lib/api/types/destinations';
import type { EditionId } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import styles from './destinations.module.css';

const continentAnchor = (continent: ContinentLocations) => `continent-${continent.slug}`;

/** Quick links to each continent's block further down the page. */
export async function ContinentJumps({ continents }: { continents: ContinentLocations[] }) {
  if (continents.length < 2) return null;
  const t = await getTranslations('pages.destinations');
  return (
    <nav aria-label={t('jumpTo')} className={styles.jumps}>
      <ul className="chips">
        {continents.map((continent) => (
          <li key={continent.id}>
            <a href={`#${continentAnchor(continent)}`}>{continent.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One panel per continent: its name, how many countries, and a link to each country page. */
export async function ContinentList({ edition, continents }: { edition: EditionId; continents: ContinentLocations[] }) {
  const t = await getTranslations('pages.destinations');
  return (
    <div className={styles.continents}>
      {continents.map((continent) => {
        const id = continentAnchor(continent);
        return (
          <section key={continent.id} className={`panel ${styles.continent}`} aria-labelledby={id}>
            <h3 id={id}>
              {continent.name} <span className={styles.count}>{t('countries', { count: continent.locations.length })}</span>
            </h3>
            <ul className={styles.countries}>
              {continent.locations.map((country) => (
                <li key={country.id}>
                  <Link href={entityPath(edition, 'location', [country.slug])}>{country.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
