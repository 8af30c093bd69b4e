import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormState } from '@/lib/forms/form-state';
import { messagesFor } from '@/messages';

const submit = vi.hoisted(() => vi.fn<(form: string, edition: string, previous: FormState, data: FormData) => Promise<FormState>>());
vi.mock('@/lib/forms/visitor-form-actions', () => ({ submitVisitorForm: submit }));

const { ShareCodeForm } = await import('@/components/forms/ShareCodeForm');
const { NewsletterForm } = await import('@/components/forms/NewsletterForm');

const noCaptcha = { siteKey: '', scriptUrl: '' };
const inFrench = (ui: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale="fr-BE" messages={messagesFor('fr-be')} timeZone="Europe/Brussels">
      {ui}
    </NextIntlClientProvider>,
  );

beforeEach(() => submit.mockReset());
afterEach(() => window.history.replaceState(null, '', '/'));

describe('ShareCodeForm', () => {
  it('suggests the edition’s shops and fills in the shop a shop page sent the visitor from', async () => {
    window.history.replaceState(null, '', '/partager-un-code?shop=Sunweb');
    inFrench(<ShareCodeForm edition="fr-be" shops={['Booking.com', 'Sunweb']} captcha={noCaptcha} />);
    const store = screen.getByLabelText('Boutique') as HTMLInputElement;
    await waitFor(() => expect(store.value).toBe('Sunweb'));
    const list = document.getElementById(store.getAttribute('list')!)!;
    expect([...list.querySelectorAll('option')].map((o) => o.getAttribute('value'))).toEqual(['Booking.com', 'Sunweb']);
  });

  it('asks for a code unless "no code needed" is ticked, then sends', async () => {
    submit.mockResolvedValue({ status: 'sent', message: '' });
    const user = userEvent.setup();
    inFrench(<ShareCodeForm edition="fr-be" shops={[]} captcha={noCaptcha} />);
    await user.type(screen.getByLabelText('Boutique'), 'Nouvelle Agence');
    await user.type(screen.getByLabelText('Ce que le code offre'), 'Petit-déjeuner offert');
    await user.click(screen.getByRole('button', { name: 'Partager le code' }));
    await waitFor(() => expect(screen.getByText('Indiquez le code, ou cochez « Pas besoin de code ».')).toBeTruthy());
    expect(submit).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText(/Pas besoin de code/));
    await user.click(screen.getByRole('button', { name: 'Partager le code' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Merci pour le partage/));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
    expect(Object.fromEntries(submit.mock.calls[0][3])).toMatchObject({ store: 'Nouvelle Agence', no_code: 'on', code: '', offer: 'Petit-déjeuner offert' });
  });
});

describe('NewsletterForm', () => {
  it('sends the address with where it was given, and answers "check your mailbox"', async () => {
    submit.mockResolvedValue({ status: 'sent', message: '' });
    const user = userEvent.setup();
    inFrench(<NewsletterForm edition="fr-be" source="footer" privacyHref="/privacy" captcha={noCaptcha} />);
    await user.type(screen.getByLabelText('Votre adresse e-mail'), 'lea@example.be');
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Vérifiez votre boîte de réception/));
    // Focus moves to the thanks, for screen readers.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
    const [form, , , data] = submit.mock.calls[0];
    expect(form).toBe('newsletter');
    expect(Object.fromEntries(data)).toMatchObject({ email: 'lea@example.be', source: 'footer' });
  });

  it('refuses a malformed address before sending anything', async () => {
    const user = userEvent.setup();
    inFrench(<NewsletterForm edition="fr-be" source="footer" privacyHref="/privacy" captcha={noCaptcha} />);
    await user.type(screen.getByLabelText('Votre adresse e-mail'), 'lea@');
    await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    const field = screen.getByLabelText('Votre adresse e-mail');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect((field as HTMLInputElement).value).toBe('lea@');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toMatch(/adresse e-mail valable/);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Votre adresse e-mail')));
    expect(submit).not.toHaveBeenCalled();
  });
});
