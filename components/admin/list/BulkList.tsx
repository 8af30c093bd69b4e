'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { editorCall } from '@/lib/api/editor-browser';
import type { EditionId } from '@/lib/editions';
import { showToast } from '../AdminToast';
import styles from './list.module.css';
import { ColumnHeads, RowCells } from './TableCells';
import { useBulkSelection } from './useBulkSelection';

export interface BulkRow {
  id: number;
  /** What the checkbox's name says (the item's title). */
  label: string;
  cells: ReactNode[];
}

export interface BulkAction {
  key: string;
  label: string;
  danger?: boolean;
  /** The question asked before acting, for this many rows. */
  confirm: (count: number) => string;
  /** Does it; answers how many rows it changed. */
  run: (ids: number[], edition: EditionId) => Promise<{ done: number; failed: number; network: boolean }>;
  done: (count: number) => string;
}

interface Props {
  edition: EditionId;
  caption: string;
  columns: string[];
  rows: BulkRow[];
  /** How many rows the filters match in all, over every page. */
  count: number;
  /** The call that reads the ids of every matching row for "select all matching" (null: no such call). */
  matchingIds: { path: string; query: Record<string, string> } | null;
  actions: BulkAction[];
}

/**
 * An editors' list as a table: a checkbox per row and one for the page, "select all matching" across pages, then
 * bulk actions, each confirmed first. What was done is told in the toast and the list is read again; a refusal or
 * a lost network is told beside the actions.
 */
export function BulkList({ edition, caption, columns, rows, count, matchingIds, actions }: Props) {
  const t = useTranslations('admin.list');
  const router = useRouter();
  const ids = rows.map((row) => row.id);
  const selection = useBulkSelection(ids);
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const n = selection.selected.size;

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);

  const selectMatching = async () => {
    if (!matchingIds) return;
    setProblem(null);
    const result = await editorCall('GET', matchingIds.path, edition, undefined, matchingIds.query);
    if (result.status === 'network') return setProblem(t('network'));
    const body = result.body as { ids?: number[]; capped?: boolean } | null;
    if (result.status !== 200 || !Array.isArray(body?.ids)) return setProblem(t('failed'));
    selection.selectMatching(body.ids);
    if (body.capped) setProblem(t('capped', { count: body.ids.length }));
  };

  const actionButtons = useRef<Record<string, HTMLButtonElement | null>>({});
  /** Closes the question, and the focus goes back to the button that asked it. */
  const closeQuestion = () => {
    const key = asking?.key;
    setAsking(null);
    if (key) requestAnimationFrame(() => actionButtons.current[key]?.focus());
  };

  const act = async (action: BulkAction) => {
    setBusy(true);
    const outcome = await action.run([...selection.selected], edition);
    setBusy(false);
    closeQuestion();
    if (outcome.network) return setProblem(t('network'));
    if (outcome.failed > 0) setProblem(t('partlyFailed', { failed: outcome.failed }));
    else setProblem(null);
    if (outcome.done > 0) {
      showToast(action.done(outcome.done));
      selection.clear();
      router.refresh();
    }
  };

  return (
    <div className={styles.wrap}>
      <div className={styles.bulkBar} aria-live="polite">
        <span>{n === 0 ? t('noneSelected') : t('selected', { count: n })}</span>
        {selection.allOnPage && !selection.matching && count > rows.length && matchingIds && (
          <button type="button" className={styles.linkButton} onClick={selectMatching}>
            {t('selectMatching', { count })}
          </button>
        )}
        {n > 0 && (
          <button type="button" className={styles.linkButton} onClick={selection.clear}>
            {t('clear')}
          </button>
        )}
        {actions.map((action) => (
          <button
            key={action.key}
            ref={(button) => {
              actionButtons.current[action.key] = button;
            }}
            type="button"
            className={action.danger ? styles.danger : styles.secondary}
            disabled={n === 0 || busy}
            onClick={() => setAsking(action)}
          >
            {action.label}
          </button>
        ))}
      </div>
      {asking && (
        <div
          role="alertdialog"
          aria-labelledby="bulk-confirm"
          className={styles.confirm}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !busy) closeQuestion();
          }}
        >
          <p id="bulk-confirm">{asking.confirm(n)}</p>
          <button ref={confirmRef} type="button" className={asking.danger ? styles.danger : styles.secondary} disabled={busy} onClick={() => act(asking)}>
            {busy ? t('working') : t('confirm')}
          </button>
          <button type="button" className={styles.secondary} disabled={busy} onClick={closeQuestion}>
            {t('cancel')}
          </button>
        </div>
      )}
      <p role="alert" className={styles.error}>
        {problem}
      </p>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.check}>
                <input type="checkbox" aria-label={t('selectPage')} checked={selection.allOnPage} onChange={selection.togglePage} disabled={rows.length === 0} />
              </th>
              <ColumnHeads columns={columns} />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={selection.selected.has(row.id) ? styles.picked : undefined}>
                <td className={styles.check}>
                  <input type="checkbox" aria-label={t('selectRow', { label: row.label })} checked={selection.selected.has(row.id)} onChange={() => selection.toggle(row.id)} />
                </td>
                <RowCells columns={columns} cells={row.cells} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
