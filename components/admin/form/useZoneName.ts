'use client';

import { useTranslations } from 'next-intl';

/** The edition's time zone as the forms' hints name it, in the editor's language ("Bruxelles", "Brussel"). */
export function useZoneName(timeZone: string): string {
  const t = useTranslations('admin.zones');
  return t(timeZone === 'Europe/Paris' ? 'paris' : 'brussels');
}
