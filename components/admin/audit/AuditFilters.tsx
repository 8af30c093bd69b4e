import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { auditActions, auditEntityTypes } from '@/lib/admin/audit-entries';
import { editionIds, editions } from '@/lib/editions';
import { Field } from '../form/Field';
import own from './audit.module.css';

/** The filters in force, as the screen's query says them. */
export interface AuditFilterValues {
  type: string;
  action: string;
  account: string;
  edition: string;
  from: string;
  to: string;
}

/** The log's filters as a plain form: its query is the screen's address, to bookmark or share with another admin. */
export async function AuditFilters({ values, accounts }: { values: AuditFilterValues; accounts: { id: number; email: string }[] }) {
  const t = await getTranslations('admin.audit');
  const filtered = Object.values(values).some(Boolean);
  return (
    <form action="/admin/audit" className={own.filters} aria-label={t('filters')}>
      <Field id="audit-type" label={t('entityType')}>
        <select id="audit-type" name="type" defaultValue={values.type}>
          <option value="">{t('any')}</option>
          {auditEntityTypes.map((type) => (
            <option key={type} value={type}>
              {t(`entities.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="audit-action" label={t('action')}>
        <select id="audit-action" name="action" defaultValue={values.action}>
          <option value="">{t('anyAction')}</option>
          {auditActions.map((action) => (
            <option key={action} value={action}>
              {t(`actions.${action}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="audit-account" label={t('editor')}>
        <select id="audit-account" name="account" defaultValue={values.account}>
          <option value="">{t('any')}</option>
          {accounts.map((account) => (
            <option key={account.id} value={String(account.id)}>
              {account.email}
            </option>
          ))}
        </select>
      </Field>
      <Field id="audit-edition" label={t('edition')}>
        <select id="audit-edition" name="edition" defaultValue={values.edition}>
          <option value="">{t('anyEdition')}</option>
          {editionIds.map((id) => (
            <option key={id} value={id}>
              {editions[id].brandName}
            </option>
          ))}
        </select>
      </Field>
      <Field id="audit-from" label={t('from')}>
        <input id="audit-from" name="from" type="date" defaultValue={values.from} />
      </Field>
      <Field id="audit-to" label={t('to')}>
        <input id="audit-to" name="to" type="date" defaultValue={values.to} />
      </Field>
      <div className={own.filterButtons}>
        <button type="submit" className="button">
          {t('apply')}
        </button>
        {filtered && <Link href="/admin/audit">{t('reset')}</Link>}
      </div>
    </form>
  );
}
