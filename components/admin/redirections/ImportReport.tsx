'use client';

import { useTranslations } from 'next-intl';
import { refusalFor } from '@/lib/admin/refusal';
import type { RedirectionImport, RedirectionImportLine } from '@/lib/api/types/editor-admin';
import own from './redirections.module.css';

const columns = ['old_path', 'new_path', 'status_code'] as const;
const labels = { old_path: 'oldPath', new_path: 'newPath', status_code: 'statusCode' } as const;

/** What became of each line of an imported CSV: the refused ones first and in full, since they wait for the editor. */
export function ImportReport({ report }: { report: RedirectionImport }) {
  const t = useTranslations('admin.redirections');
  const refused = report.results.filter((line) => !line.created);
  const created = report.results.filter((line) => line.created);
  const cells = (line: RedirectionImportLine) => (
    <>
      <strong>{t('line', { line: line.line })}</strong> <code>{line.old_path || t('emptyCell')}</code> → <code>{line.new_path || t('emptyCell')}</code>
      {line.status_code && <> ({line.status_code})</>}
    </>
  );
  return (
    <div className={own.report}>
      {refused.length > 0 && (
        <section aria-labelledby="import-refused">
          <h3 id="import-refused">{t('importRefusedTitle', { count: refused.length })}</h3>
          <ul className={own.lines}>
            {refused.map((line) => {
              const { fields, other } = refusalFor(line.created ? {} : line.errors, columns);
              return (
                <li key={line.line} className={own.refusedLine}>
                  <p>{cells(line)}</p>
                  <ul>
                    {columns
                      .filter((column) => fields[column])
                      .map((column) => (
                        <li key={column}>{t('lineError', { field: t(labels[column]), message: fields[column] })}</li>
                      ))}
                    {other.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {created.length > 0 && (
        <details>
          <summary>{t('importCreatedTitle', { count: created.length })}</summary>
          <ul className={own.lines}>
            {created.map((line) => (
              <li key={line.line}>{cells(line)}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
