import adminStyles from '../admin.module.css';
import styles from './form.module.css';

interface Props {
  /** What went wrong with the last sending, read out as it changes. */
  alert: string;
  submitting: boolean;
  submitLabel: string;
  /** The button's words while the form is sent (« Enregistrement… »). */
  submittingLabel: string;
  /** Where the form can be given up (a change opened in place): closes it. */
  cancel?: { label: string; onClick: () => void };
  /**
   * Busy rather than disabled while the form is sent, for a form that stays open: a disabled button would drop the
   * focus. The form's submit then has to ignore a second press itself.
   */
  keepFocus?: boolean;
}

/** The end of a short form: what went wrong, then its button, and Cancel where the form can be given up. */
export function FormFooter({ alert, submitting, submitLabel, submittingLabel, cancel, keepFocus = false }: Props) {
  return (
    <>
      <p role="alert" className={styles.alert}>
        {alert}
      </p>
      <div className={styles.buttons}>
        <button type="submit" className="button" disabled={!keepFocus && submitting} aria-disabled={(keepFocus && submitting) || undefined}>
          {submitting ? submittingLabel : submitLabel}
        </button>
        {cancel && (
          <button type="button" className={adminStyles.secondary} onClick={cancel.onClick}>
            {cancel.label}
          </button>
        )}
      </div>
    </>
  );
}
