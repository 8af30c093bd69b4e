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
  const selects: { name: keyof AuditFilterValues; label: string; any: string; options: { value: string; label: string }[] }[] = [
    { name: 'type', label: t('entityType'), any: t('any'), options: auditEntityTypes.map((type) => ({ value: type, label: t(`entities.${type}`) })) },
    { name: 'action', label: t('action'), any: t('anyAction'), options: auditActions.map((action) => ({ value: action, label: t(`actions.${action}`) })) },
    { name: 'account', label: t('editor'), any: t('any'), options: accounts.map((account) => ({ value: String(account.id), label: account.email })) },
    { name: 'edition', label: t('edition'), any: t('anyEdition'), options: editionIds.map((id) => ({ value: id, label: editions[id].brandName })) },
  ];
  return (
    <form action="/admin/audit" className={own.filters} aria-label={t('filters')}>
      {selects.map(({ name, label, any, options }) => (
        <Field key={name} id={`audit-${name}`} label={label}>
          <select id={`audit-${name}`} name={name} defaultValue={values[name]}>
            <option value="">{any}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
      ))}
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
