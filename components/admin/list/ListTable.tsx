import type { ReactNode } from 'react';
import styles from './list.module.css';
import own from './ListTable.module.css';
import { ColumnHeads, RowCells } from './TableCells';

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
            <ColumnHeads columns={columns} />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <RowCells columns={columns} cells={row.cells} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
