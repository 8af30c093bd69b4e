import type { ReactNode } from 'react';
import styles from './list.module.css';
import own from './ListTable.module.css';

export interface ListRow {
  id: number | string;
  cells: ReactNode[];
}

/**
 * An editors' list as a plain table, for items that have no bulk action (shops, posts, pages): on a phone each row
 * becomes a card, each cell named by its column.
 */
export function ListTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: ListRow[] }) {
  return (
    <div className={styles.scroller}>
      <table className={`${styles.table} ${own.plain}`}>
        <caption className="visually-hidden">{caption}</caption>
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
            <tr key={row.id}>
              {row.cells.map((cell, i) => (
                <td key={columns[i]} data-label={columns[i]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
