import type { useTranslations } from 'next-intl';
import { PASSWORD_MIN } from '@/lib/schemas/auth';

/** The check of a new password in the browser, as the API makes it: given, and long enough. */
export const newPasswordRules = (t: ReturnType<typeof useTranslations<'admin.accounts'>>) => ({
  validate: (value: string) => (value === '' ? t('required') : value.length >= PASSWORD_MIN || t('tooShort', { min: PASSWORD_MIN })),
});
