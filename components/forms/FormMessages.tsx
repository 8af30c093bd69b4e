import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { EditionId } from '@/lib/editions';
import { clientMessages } from '@/messages';

/** The words the visitor forms show in the browser: their labels, their checks' messages, their statuses. */
export const formClientNamespaces = ['forms.errors', 'forms.status'] as const;

/** Hands a form's words to the browser, only where a form is: every other page stays as light as it was. */
export function FormMessages({ edition, forms, children }: { edition: EditionId; forms: readonly string[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={clientMessages(edition, [...formClientNamespaces, ...forms.map((form) => `forms.${form}`)])}>{children}</NextIntlClientProvider>;
}
