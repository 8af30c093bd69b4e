import type { ReactNode } from 'react';
import { LONG_PROBLEM_LIST } from '@/lib/admin/problem-list';
import table from './CardTable.module.css';
import styles from './ProblemTable.module.css';

export interface ProblemRow {
  key: string;
  cells: ReactNode[];
}

interface Props {
  /** Says how many problems there are: it opens and folds the list, and names the table for screen readers. */
  title: string;
  /** A word before the table, such as "only the first problems are listed". */
  note?: ReactNode;
  columns: string[];
  rows: ProblemRow[];
}

/**
 * What a run or an upload left out, one row per problem; open when the list is short, folded when there are many so
 * the report's figures come first. Nothing when there is no problem. The words come already translated: it renders
 * on the server as well as in the browser.
 */
export function ProblemTable({ title, note, columns, rows }: Props) {
  if (rows.length === 0) return null;
  return (
    <details className={styles.problems} open={rows.length <= LONG_PROBLEM_LIST}>
      <summary>{title}</summary>
      {note && <p className={styles.note}>{note}</p>}
      <div className={table.tableScroll}>
        <table className={table.table}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, i) => (
                  // A row's cells stand in the columns' order, one per column.
                  <td key={i} data-label={columns[i]}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
