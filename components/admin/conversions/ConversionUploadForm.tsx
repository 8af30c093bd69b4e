'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type Path } from 'react-hook-form';
import { conversionFieldOrder, conversionFieldsOf, conversionFormValues, type ConversionField, type ConversionFormValues } from '@/lib/admin/conversion-form-values';
import { refusalFor, type FormRefusal } from '@/lib/admin/refusal';
import type { ConversionUploadReport } from '@/lib/api/conversions';
import { uploadConversionReport } from '@/lib/api/conversions-browser';
import type { Edition } from '@/lib/editions';
import { CONVERSION_REPORT_MAX_BYTES, conversionColumns, conversionNetworks, conversionUpload, defaultConversionMappings, type ConversionNetwork } from '@/lib/schemas/conversions';
import { editorResolver } from '../form/editor-resolver';
import { Field, controlProps } from '../form/Field';
import { FormFooter } from '../form/FormFooter';
import formStyles from '../form/form.module.css';
import { answerOf } from '../form/submit';
import { ConversionReport } from './ConversionReport';
import styles from './conversions.module.css';

const fieldId = (name: ConversionField) => `conversion-${name.replace(/_/g, '-')}`;

/**
 * The upload of a network's conversion report: the network (which fills its usual columns), the columns, the file.
 * Checked in the browser with the API's own schema and words; the API's refusals beside their fields; what was typed
 * stays on any failure. Once stored, the report's figures and left-out lines, and the list below is read again.
 */
export function ConversionUploadForm({ edition }: { edition: Pick<Edition, 'id' | 'timeZone'> }) {
  const t = useTranslations('admin.conversions');
  const te = useTranslations('admin.errors');
  const router = useRouter();
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState('');
  const [problem, setProblem] = useState('');
  const [report, setReport] = useState<ConversionUploadReport | null>(null);
  const resolver = useMemo(() => editorResolver<ConversionFormValues, typeof conversionUpload>({ schema: conversionUpload, toBody: conversionFieldsOf, t: te }), [te]);
  const { register, handleSubmit, formState, setValue, setError, clearErrors } = useForm<ConversionFormValues>({ defaultValues: conversionFormValues(), resolver, shouldFocusError: false });
  const errors = formState.errors;

  const focus = (name: ConversionField | undefined) => {
    if (name) document.getElementById(fieldId(name))?.focus();
  };

  /** What is wrong with the chosen file before it is sent; empty when nothing. */
  const fileProblem = () => {
    const file = fileInput.current?.files?.[0];
    if (!file) return t('chooseFile');
    if (file.size > CONVERSION_REPORT_MAX_BYTES) return t('fileTooLarge');
    return '';
  };

  /** A network's usual columns in place of those shown: what its export names them. */
  const fill = (network: ConversionNetwork) => {
    const columns = defaultConversionMappings[network];
    for (const column of conversionColumns) setValue(column, columns[column], { shouldDirty: true });
    clearErrors([...conversionColumns]);
  };

  /** The API's refusals beside their fields; the rest above the button. */
  const refused = ({ fields, other }: FormRefusal) => {
    for (const name of conversionFieldOrder) {
      const message = fields[name];
      if (!message) continue;
      if (name === 'file') setFileError(message);
      else setError(name as Path<ConversionFormValues>, { type: 'server', message });
    }
    setProblem(other.join(' ') || t('fixFields'));
    focus(conversionFieldOrder.find((name) => fields[name]));
  };

  const send = async (values: ConversionFormValues) => {
    const file = fileInput.current?.files?.[0];
    const wrongFile = fileProblem();
    setFileError(wrongFile);
    if (!file || wrongFile) {
      setProblem(t('fixFields'));
      return focus('file');
    }
    setProblem('');
    setReport(null);
    const result = await uploadConversionReport(edition.id, file, conversionFieldsOf(values));
    // Too large for the API: its words beside the file, or ours when a proxy refused it first.
    if (result.status === 413) return refused({ fields: { file: refusalFor(result.body, ['file']).fields.file ?? t('fileTooLarge') }, other: [] });
    const answer = answerOf(result, conversionFieldOrder);
    if (answer.kind === 'refused') return refused(answer.refusal);
    if (answer.kind === 'signedOut') return setProblem(t('failures.signedOut'));
    if (answer.kind === 'failed') return setProblem(t(answer.reason === 'network' || answer.reason === 'forbidden' ? `failures.${answer.reason}` : 'failures.failed'));
    setReport(answer.body as ConversionUploadReport);
    router.refresh();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (formState.isSubmitting) return;
    void handleSubmit(send, (invalid: FieldErrors<ConversionFormValues>) => {
      const wrongFile = fileProblem();
      setFileError(wrongFile);
      setProblem(t('fixFields'));
      focus(conversionFieldOrder.find((name) => (name === 'file' ? wrongFile !== '' : invalid[name] !== undefined)));
    })(event);
  };

  const fileHint = t('fileHint');
  return (
    <>
      <form className={formStyles.form} noValidate onSubmit={submit} aria-labelledby={titleId}>
        <h2 id={titleId}>{t('uploadTitle')}</h2>
        <Field
          id={fieldId('network')}
          label={t('network')}
          hint={t('networkHint')}
          error={errors.network?.message}
          registration={register('network', { onChange: (event: { target: { value: string } }) => fill(event.target.value as ConversionNetwork) })}
        >
          {(control) => (
            <select {...control}>
              {conversionNetworks.map((network) => (
                <option key={network} value={network}>
                  {t(`networks.${network}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <fieldset className={formStyles.group} aria-describedby={`${titleId}-mapping-intro`}>
          <legend>{t('mapping')}</legend>
          <p id={`${titleId}-mapping-intro`} className={formStyles.hint}>
            {t('mappingIntro')}
          </p>
          <div className={styles.mappingGrid}>
            {conversionColumns.map((column) => (
              <Field key={column} id={fieldId(column)} label={t(`columns.${column}`)} hint={t(`columnHints.${column}`)} error={errors[column]?.message} registration={register(column)}>
                {(control) => <input {...control} aria-required={column !== 'transaction_id' || undefined} maxLength={200} autoComplete="off" spellCheck={false} autoCapitalize="off" />}
              </Field>
            ))}
          </div>
        </fieldset>
        <Field id={fieldId('file')} label={t('file')} hint={fileHint} error={fileError}>
          <input ref={fileInput} type="file" name="file" accept=".csv,.txt,text/csv,text/plain" aria-required {...controlProps(fieldId('file'), { hint: fileHint, error: fileError })} onChange={() => setFileError('')} />
        </Field>
        <FormFooter alert={problem} submitting={formState.isSubmitting} submitLabel={t('submit')} submittingLabel={t('submitting')} keepFocus />
        <p role="status" className={styles.said}>
          {report ? t('done', { file: report.file_name || t('noFileName'), created: report.created, updated: report.updated, skipped: report.skipped }) : ''}
        </p>
      </form>
      {report && <ConversionReport report={report} timeZone={edition.timeZone} />}
    </>
  );
}
