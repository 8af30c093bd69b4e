import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { CategoryFollowers, FollowerCounts, QueryFollowers, StoreFollowers } from '@/lib/api/types/alert-stats';
import table from '../CardTable.module.css';
import { useStatsFormat } from '../stats/stats-format';
import styles from '../stats/stats.module.css';
import { TOP_SHOWN } from '../stats/TopTable';

/** The lines of each list, by what is followed. */
interface Lines {
  store: StoreFollowers[];
  category: CategoryFollowers[];
  query: QueryFollowers[];
}

export type FollowedKind = keyof Lines;

type Props = { [K in FollowedKind]: { kind: K; rows: Lines[K]; linkItems: boolean } }[FollowedKind];

/**
 * A list of the most followed shops, categories or searches: the followers (the alerts that mail), and beside them
 * the alerts still waiting for their address's confirmation and those paused. On a phone each line becomes a card.
 * Shops lead to their editing screen when they are of the screen's edition.
 */
export function FollowerTable(props: Props) {
  const t = useTranslations('admin.alerts.table');
  const format = useStatsFormat();
  const { kind } = props;
  const title = t(`title.${kind}`);
  const columns = [t(`column.${kind}`), t('column.followers'), t('column.pending'), t('column.paused')];
  const lines: { key: string; name: ReactNode; counts: FollowerCounts }[] =
    props.kind === 'store'
      ? props.rows.map((row) => {
          const name = row.label ?? t('numbered.store', { id: row.store });
          return { key: String(row.store), name: props.linkItems ? <Link href={`/admin/stores/${row.store}`}>{name}</Link> : name, counts: row };
        })
      : props.kind === 'category'
        ? props.rows.map((row) => ({ key: String(row.category), name: row.label ?? t('numbered.category', { id: row.category }), counts: row }))
        : props.rows.map((row) => ({ key: row.query, name: t('quoted', { query: row.query }), counts: row }));
  const shown = lines.slice(0, TOP_SHOWN);
  const titleId = `alerts-top-${kind}`;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {shown.length === 0 ? (
        <p className={styles.meta}>{t(`empty.${kind}`)}</p>
      ) : (
        <>
          <div className={table.tableScroll}>
            <table className={`${table.table} ${table.paired} ${styles.figureCards}`}>
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  {columns.map((column, i) => (
                    <th key={column} scope="col" className={i > 0 ? styles.number : undefined}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((line) => {
                  const cells = [line.counts.followers, line.counts.pending, line.counts.paused].map(format.count);
                  return (
                    <tr key={line.key}>
                      <th scope="row" data-label={columns[0]}>
                        {line.name}
                      </th>
                      {cells.map((cell, i) => (
                        <td key={columns[i + 1]} data-label={columns[i + 1]} className={styles.number}>
                          {cell}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {lines.length > shown.length && <p className={styles.meta}>{t('more', { shown: shown.length, count: lines.length })}</p>}
        </>
      )}
    </section>
  );
}
