import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ClickStatsRow } from '@/lib/api/types/editor-stats';
import table from '../CardTable.module.css';
import { useStatsFormat } from './stats-format';
import styles from './stats.module.css';

/** The lists of the screen: the busiest shops, promotions and pages. */
export type TopKind = 'store' | 'promotion' | 'page';

/** The screen shows the first lines; the CSV file has all the API answers. */
export const TOP_SHOWN = 20;

interface Props {
  kind: TopKind;
  rows: ClickStatsRow<TopKind>[];
  csvHref: string;
  /** Shops and promotions lead to their editing screens (only those of the screen's own edition can be opened there). */
  linkItems: boolean;
}

const editPath: Record<'store' | 'promotion', string> = { store: '/admin/stores', promotion: '/admin/promotions' };

/** A line's key under its list's name: a shop's or promotion's id, a page's path. */
const keyOf = (row: ClickStatsRow<TopKind>, kind: TopKind) => (row as unknown as Record<TopKind, string | number>)[kind];

/** A list of the period's busiest items, figure by figure, with its CSV file; on a phone each line becomes a card. */
export function TopTable({ kind, rows, csvHref, linkItems }: Props) {
  const t = useTranslations('admin.stats.table');
  const format = useStatsFormat();
  const title = t(`title.${kind}`);
  const hasReveals = kind !== 'page';
  const columns = [t(`column.${kind}`), t('column.clicks'), t('column.visitors'), ...(hasReveals ? [t('column.reveals')] : []), t('column.conversions'), t('column.commission'), t('column.epc')];
  const nameOf = (row: ClickStatsRow<TopKind>): ReactNode => {
    if (kind === 'page') {
      const page = keyOf(row, kind);
      return page ? <span className={styles.path}>{page}</span> : t('unknownPage');
    }
    const id = keyOf(row, kind);
    const name = row.label ?? t(`numbered.${kind}`, { id });
    return linkItems ? <Link href={`${editPath[kind]}/${id}`}>{name}</Link> : name;
  };
  const shown = rows.slice(0, TOP_SHOWN);
  const titleId = `stats-top-${kind}`;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHead}>
        <h2 id={titleId}>{title}</h2>
        <a href={csvHref} download className={styles.csv}>
          <span aria-hidden="true">{t('csv')}</span>
          <span className="visually-hidden">{t('csvOf', { title })}</span>
        </a>
      </div>
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
                {shown.map((row) => {
                  const figures = [row.clicks, row.unique_visitors, ...(hasReveals ? [row.reveals] : []), row.conversions].map(format.count);
                  const cells = [...figures, format.euros(row.commission), format.euros(row.epc)];
                  return (
                    <tr key={keyOf(row, kind)}>
                      <th scope="row" data-label={columns[0]}>
                        {nameOf(row)}
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
          {rows.length > shown.length && <p className={styles.meta}>{t('more', { shown: shown.length, count: rows.length })}</p>}
        </>
      )}
    </section>
  );
}
