import { getTranslations } from 'next-intl/server';
import styles from './search.module.css';

/** The search page's own form: a plain GET to the search page with `str`, so it works without JavaScript. */
export async function SearchForm({ action, query }: { action: string; query: string }) {
  const t = await getTranslations('header');
  return (
    <form role="search" action={action} method="get" className={styles.form}>
      <label htmlFor="search-page-text" className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input id="search-page-text" name="str" type="search" defaultValue={query} placeholder={t('searchPlaceholder')} className={styles.input} />
      <button type="submit" className="button">
        {t('searchSubmit')}
      </button>
    </form>
  );
}
