import { getTranslations } from 'next-intl/server';
import styles from './ContactFields.module.css';

/**
 * The contact form's fields (email, name, message). The form does not send: its button is disabled and the
 * visitor is told where to write, so nothing typed is silently lost.
 */
export async function ContactFields({ email }: { email: string }) {
  const t = await getTranslations('pages.contact');
  return (
    <section className={styles.form} aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">{t('formHeading')}</h2>
      <p className={styles.notice} id="contact-form-notice">
        {t.rich('notYet', { email, link: (chunks) => <a href={`mailto:${email}`}>{chunks}</a> })}
      </p>
      <form aria-describedby="contact-form-notice">
        <div className={styles.row}>
          <label htmlFor="contact-name">{t('name')}</label>
          <input id="contact-name" name="name" type="text" autoComplete="name" placeholder={t('namePlaceholder')} maxLength={120} />
        </div>
        <div className={styles.row}>
          <label htmlFor="contact-email">{t('email')}</label>
          <input id="contact-email" name="email" type="email" autoComplete="email" placeholder={t('emailPlaceholder')} maxLength={254} />
        </div>
        <div className={styles.row}>
          <label htmlFor="contact-message">{t('message')}</label>
          <textarea id="contact-message" name="user_content" rows={6} placeholder={t('messagePlaceholder')} maxLength={5000} />
        </div>
        <button type="submit" className="button" disabled aria-disabled="true">
          {t('send')}
        </button>
      </form>
    </section>
  );
}
