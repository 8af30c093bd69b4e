import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormState } from '@/lib/forms/form-state';
import { messagesFor } from '@/messages';

const submit = vi.hoisted(() => vi.fn<(form: string, edition: string, previous: FormState, data: FormData) => Promise<FormState>>());
const posted = vi.hoisted(() => ({ state: { status: 'idle' } as FormState }));
vi.mock('@/lib/forms/visitor-form-actions', () => ({ submitVisitorForm: submit }));
vi.mock('react', async (original) => {
  const react = await original<typeof import('react')>();
  // The state a page rendered after a plain form post (without JavaScript) starts from.
  return { ...react, useActionState: (action: unknown) => [posted.state, action, false] };
});

const { ContactForm } = await import('@/components/forms/ContactForm');

const tree = (edition: 'fr-be' | 'nl-be') => (
  <NextIntlClientProvider locale={edition === 'fr-be' ? 'fr-BE' : 'nl-BE'} messages={messagesFor(edition)} timeZone="Europe/Brussels">
    <ContactForm edition={edition} privacyHref="/privacy" captcha={{ siteKey: '', scriptUrl: '' }} />
  </NextIntlClientProvider>
);
const renderForm = (edition: 'fr-be' | 'nl-be' = 'fr-be') => render(tree(edition));

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Votre nom'), 'Anne Peeters');
  await user.type(screen.getByLabelText('Votre adresse e-mail'), 'anne@example.be');
  await user.type(screen.getByLabelText('Sujet'), 'Un code expiré');
  await user.type(screen.getByLabelText('Votre message'), 'Le code ETE2027 ne marche plus.');
  await user.click(screen.getByRole('checkbox'));
}

beforeEach(() => {
  submit.mockReset();
  posted.state = { status: 'idle' };
});

describe('ContactForm', () => {
  it('checks the fields in the browser with the API’s words, ties each message to its field and focuses the first', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Votre adresse e-mail'), 'anne@');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    const name = screen.getByLabelText('Votre nom');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe('Ce champ est obligatoire.');
    expect(screen.getByText(/adresse e-mail valable/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/5 champs sont à corriger/);
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the form, then thanks the visitor', async () => {
    submit.mockResolvedValue({ status: 'sent', message: 'Nous l’avons enregistré.' });
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Merci, votre message est bien arrivé/));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
    const [form, edition, , data] = submit.mock.calls[0];
    expect([form, edition]).toEqual(['contact', 'fr-be']);
    expect(Object.fromEntries(data)).toMatchObject({ name: 'Anne Peeters', email: 'anne@example.be', privacy: 'on', website: '' });
  });

  it('shows the server’s field messages beside their fields, keeping what was typed', async () => {
    submit.mockResolvedValue({ status: 'invalid', fieldErrors: { email: ['Ce domaine ne reçoit pas de courrier.'] }, values: {} });
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    const email = screen.getByLabelText('Votre adresse e-mail');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.getByText('Ce domaine ne reçoit pas de courrier.')).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe('anne@example.be');
    expect((screen.getByLabelText('Votre message') as HTMLTextAreaElement).value).toBe('Le code ETE2027 ne marche plus.');
  });

  it('says when the limit is reached, in minutes, and when the network fails, keeping the fields', async () => {
    submit.mockResolvedValueOnce({ status: 'limited', retryMinutes: 42, values: {} }).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Vous avez déjà beaucoup envoyé. Réessayez dans 42 minutes.'));
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/Impossible de joindre le site/));
    expect((screen.getByLabelText('Votre nom') as HTMLInputElement).value).toBe('Anne Peeters');
  });

  it('renders what a plain form post answered: the messages and the values typed', () => {
    posted.state = { status: 'invalid', fieldErrors: { message: ['Écrivez au moins 10 caractères.'] }, values: { name: 'Jan', email: 'jan@example.be', subject: 'Vraag', message: 'kort', privacy: 'on' } };
    renderForm('nl-be');
    expect((screen.getByLabelText('Je naam') as HTMLInputElement).value).toBe('Jan');
    expect((screen.getByLabelText('Je bericht') as HTMLTextAreaElement).value).toBe('kort');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Écrivez au moins 10 caractères.')).toBeTruthy();
  });

  it('puts the values typed into the server’s HTML, for a browser without JavaScript', () => {
    posted.state = { status: 'invalid', fieldErrors: { email: ['Vul een geldig e-mailadres in.'] }, values: { name: 'Jan', email: 'jan@', subject: 'Vraag', message: 'Een bericht van Jan.', privacy: 'on', website: '' } };
    const html = renderToString(tree('nl-be'));
    expect(html).toMatch(/<input[^>]*id="contact-name"[^>]*value="Jan"|<input[^>]*value="Jan"[^>]*id="contact-name"/);
    expect(html).toContain('>Een bericht van Jan.</textarea>');
    expect(html).toMatch(/<input[^>]*id="contact-privacy"[^>]*checked=""/);
    expect(html).toContain('Vul een geldig e-mailadres in.');
  });
});
