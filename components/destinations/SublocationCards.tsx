import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { MenuSublocation } from '@/lib/api/types/destinations';
import styles from './destinations.module.css';

/** Regions and cities as picture cards: banner, name, kind and country; each links to its destination page. */
export async function SublocationCards({ sublocations }: { sublocations: MenuSublocation[] }) {
  if (sublocations.length === 0) return null;
  const t = await getTranslations('pages.destinations');
  return (
    <ul className={styles.cards}>
      {sublocations.map((place) => (
        <li key={place.id}>
          <Link href={place.url} className={styles.card}>
            {place.banner ? (
              // eslint-disable-next-line @next/next/no-img-element -- SVG artwork from the CMS
              <img src={place.banner} alt="" width={320} height={160} loading="lazy" className={styles.banner} />
            ) : (
              <span className={styles.stub} aria-hidden="true" />
            )}
            <span className={styles.cardBody}>
              <span className={styles.cardName}>{place.name}</span>
              <span className={styles.cardMeta}>
                {t('kind', { kind: place.kind })} · {place.location.name}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
