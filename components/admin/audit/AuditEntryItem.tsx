import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { changedFields, entityScreen, isAuditAction, isAuditEntityType } from '@/lib/admin/audit-entries';
import type { AuditEntry } from '@/lib/api/types/editor-admin';
import { editions } from '@/lib/editions';
import styles from '../admin.module.css';
import own from './audit.module.css';

/** One entry of the log: what was done to which entity, by whom, when and from where, and the fields it changed. */
export async function AuditEntryItem({ entry, when }: { entry: AuditEntry; when: string }) {
  const t = await getTranslations('admin.audit');
  const action = isAuditAction(entry.action) ? t(`actions.${entry.action}`) : entry.action;
  const type = isAuditEntityType(entry.entity_type) ? t(`entities.${entry.entity_type}`) : entry.entity_type;
  const entity = entry.entity_id && entry.entity_type !== 'robots_txt' ? t('entity', { type, id: entry.entity_id }) : type;
  const screen = entityScreen(entry.entity_type, entry.entity_id, entry.action);
  const changes = changedFields(entry.before, entry.after);
  return (
    <li className={`${styles.item} ${own.entry}`}>
      <h2 className={own.what}>
        <span>{action}</span> · {screen ? <Link href={screen}>{entity}</Link> : <span>{entity}</span>}
      </h2>
      <p className={styles.meta}>
        <time dateTime={entry.at}>{when}</time> · {t('by', { email: entry.account.email })}
        {entry.edition && <> · {t('onEdition', { brand: editions[entry.edition].brandName })}</>}
        {entry.address && <> · {t('fromAddress', { address: entry.address })}</>}
      </p>
      {changes.length > 0 && (
        <details className={own.changes}>
          <summary>{t('changes', { count: changes.length })}</summary>
          <dl className={own.diff}>
            {changes.map((change) => (
              <div key={change.field} className={own.change}>
                <dt>{change.field}</dt>
                <dd>
                  <span className="visually-hidden">{t('before')} </span>
                  <del className={own.before}>{change.before ?? t('none')}</del>
                  <span aria-hidden="true" className={own.arrow}>
                    →
                  </span>
                  <span className="visually-hidden"> {t('changedTo')} </span>
                  <ins className={own.after}>{change.after ?? t('none')}</ins>
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </li>
  );
}
