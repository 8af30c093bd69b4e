'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { editionIds, editions, type EditionId } from '@/lib/editions';
import { editorRoles, type EditorRole } from '@/lib/schemas/editor-roles';
import { Field, FieldGroup, controlProps } from '../form/Field';
import form from '../form/form.module.css';

/** What an account may do, as its forms hold it: every edition ticked means all of them, those to come included. */
export interface AccessValues {
  role: EditorRole;
  editions: EditionId[];
}

/** The API's spelling of the ticked editions: null for all of them. */
export const editionsToSend = (ticked: readonly EditionId[]): EditionId[] | null => (editionIds.every((id) => ticked.includes(id)) ? null : editionIds.filter((id) => ticked.includes(id)));

/** The boxes to tick for an account's editions (null: all). */
export const editionsTicked = (editionsOf: EditionId[] | null): EditionId[] => (editionsOf === null ? [...editionIds] : editionsOf);

interface Props {
  id: string;
  role: UseFormRegisterReturn;
  editions: UseFormRegisterReturn;
  errors: { role?: string; editions?: string };
  /** An admin's own role, which they cannot take away (the API refuses). */
  roleLocked?: boolean;
}

/** An account's role and editions, shared by the new account's form and the change of an existing one. */
export function AccessFields({ id, role, editions: editionsField, errors, roleLocked = false }: Props) {
  const t = useTranslations('admin.accounts');
  const roleHint = roleLocked ? t('selfRules') : t('roleHint');
  return (
    <div className={form.row}>
      <Field id={`${id}-role`} label={t('role')} hint={roleHint} error={errors.role}>
        <select {...controlProps(`${id}-role`, { hint: roleHint, error: errors.role })} {...role} disabled={roleLocked || role.disabled}>
          {editorRoles.map((value) => (
            <option key={value} value={value}>
              {t(`roles.${value}`)}
            </option>
          ))}
        </select>
      </Field>
      <FieldGroup id={`${id}-editions`} label={t('editions')} hint={t('editionsHint')} error={errors.editions}>
        {editionIds.map((edition) => (
          <label key={edition}>
            <input type="checkbox" value={edition} {...editionsField} />
            {editions[edition].brandName}
          </label>
        ))}
      </FieldGroup>
    </div>
  );
}
