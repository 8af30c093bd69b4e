import Link from 'next/link';
import styles from './landing.module.css';

export interface BannerTile {
  id: number;
  name: string;
  url: string;
  banner?: string | null;
  /** Shown on the stub when there is no banner (a category's icon). */
  icon?: string | null;
  /** A short second line (a destination's kind). */
  meta?: string | null;
}

/**
 * Linked pictures with a name: `row` is one horizontally scrolling, snapping row (touch, trackpad, and the
 * keyboard: the row itself takes focus and scrolls with the arrow keys), `grid` wraps into rows, `compact` is
 * a denser grid of flatter pictures for long lists. The picture is
 * decoration, the name is the link's text.
 */
export function BannerTiles({ tiles, layout = 'grid', labelledBy }: { tiles: BannerTile[]; layout?: 'row' | 'grid' | 'compact'; labelledBy?: string }) {
  if (tiles.length === 0) return null;
  const row = layout === 'row';
  return (
    <ul className={row ? styles.row : layout === 'compact' ? styles.compact : styles.tiles} tabIndex={row ? 0 : undefined} aria-labelledby={labelledBy}>
      {tiles.map((tile) => (
        <li key={tile.id} className={styles.tileItem}>
          <Link href={tile.url} className={styles.tile}>
            {tile.banner ? (
              // eslint-disable-next-line @next/next/no-img-element -- SVG artwork from the CMS
              <img src={tile.banner} alt="" width={320} height={200} loading="lazy" decoding="async" className={styles.tileImage} />
            ) : (
              <span className={styles.tileStub} aria-hidden="true">
                {tile.icon && (
                  // eslint-disable-next-line @next/next/no-img-element -- SVG category icons
                  <img src={tile.icon} alt="" width={56} height={56} loading="lazy" className={styles.tileIcon} />
                )}
              </span>
            )}
            <span className={styles.tileBody}>
              <span className={styles.tileName}>{tile.name}</span>{' '}
              {tile.meta && <span className={styles.tileMeta}>{tile.meta}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
