import type { ReactNode } from 'react';

/** The heads of an editors' list table, one a column. */
export function ColumnHeads({ columns }: { columns: string[] }) {
  return columns.map((column) => (
    <th key={column} scope="col">
      {column}
    </th>
  ));
}

/** A row's cells, each named by its column: on a phone the row becomes a card that shows the names. */
export function RowCells({ columns, cells }: { columns: string[]; cells: ReactNode[] }) {
  return cells.map((cell, i) => (
    <td key={columns[i]} data-label={columns[i]}>
      {cell}
    </td>
  ));
}
