'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { editorCall } from '@/lib/api/editor-browser';
import type { EditionId } from '@/lib/editions';
import styles from './admin.module.css';

/**
 * The editors' login, in place of the page asked for: once the API has set its cookie, the same page renders
 * again, now for the editor. The limiter's wait is told in minutes.
 */
export function LoginForm({ edition, brand, refused }: { edition: EditionId; brand: string; refused: boolean }) {
  const t = useTranslations('admin.login');
  const router = useRouter();
  const [error, setError] = useState<string | null>(refused ? t('notAllowed') : null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!email || !password) return setError(t('required'));
    setBusy(true);
    const result = await editorCall('POST', '/auth-jwt/', edition, { email, password });
    setBusy(false);
    if (result.status === 200) {
      setError(null);
      router.refresh();
      return;
    }
    if (result.status === 'network') return setError(t('network'));
    if (result.status === 429) {
      const seconds = Number((result.body as { retry_after?: unknown } | null)?.retry_after) || 900;
      return setError(t('limited', { minutes: Math.ceil(seconds / 60) }));
    }
    setError(t('failed'));
  };

  return (
    <form className={styles.login} onSubmit={submit} noValidate aria-labelledby="login-title">
      <h1 id="login-title">{t('title')}</h1>
      <p className={styles.meta}>{t('intro', { brand })}</p>
      <div role="alert">{error && <p className={styles.error}>{error}</p>}</div>
      <label>
        {t('email')}
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        {t('password')}
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}
