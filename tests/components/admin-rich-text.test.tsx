import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from '@/components/admin/rich-text/RichTextEditor';
import { isSafeHref, normaliseHref } from '@/components/admin/rich-text/link-href';
import { nextToolbarIndex } from '@/components/admin/rich-text/roving';
import type { EditionId } from '@/lib/editions';
import { messagesFor } from '@/messages';

const locales = { 'fr-be': 'fr-BE', 'nl-be': 'nl-BE', 'fr-fr': 'fr-FR' } as const;

/** The editor in a form that keeps its value, as react-hook-form's Controller does. */
function Field({ initial, onChange, edition }: { initial: string; onChange: (html: string) => void; edition: EditionId }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        id="body"
        label="Texte"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
        describedBy="body-hint"
        invalid={value === ''}
        edition={edition}
      />
      <p id="body-hint">Le texte de la page</p>
      <button type="button" onClick={() => setValue('<p>Remis à zéro</p>')}>
        reset
      </button>
    </>
  );
}

async function renderEditor(initial = '<p>Bonjour</p>', edition: EditionId = 'fr-be') {
  const onChange = vi.fn<(html: string) => void>();
  render(
    <NextIntlClientProvider locale={locales[edition]} messages={messagesFor(edition)} timeZone="Europe/Brussels">
      <Field initial={initial} onChange={onChange} edition={edition} />
    </NextIntlClientProvider>,
  );
  // TipTap arrives by a dynamic import: the toolbar is there once it has.
  await screen.findByRole('toolbar');
  const text = screen.getByRole('textbox', { name: 'Texte' });
  const selectAll = () => fireEvent.keyDown(text, { key: 'a', ctrlKey: true });
  return { onChange, text, selectAll, user: userEvent.setup() };
}

describe('RichTextEditor', () => {
  it('shows a box saying it loads until TipTap has arrived', async () => {
    render(
      <NextIntlClientProvider locale="fr-BE" messages={messagesFor('fr-be')} timeZone="Europe/Brussels">
        <RichTextEditor id="body" label="Texte" value="" onChange={() => {}} edition="fr-be" />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Chargement de l’éditeur…');
    await screen.findByRole('toolbar');
    expect(screen.queryByText('Chargement de l’éditeur…')).toBeNull();
  });

  it('names every button in French, one tab stop, arrows between them', async () => {
    const { user } = await renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Mise en forme : Texte' });
    const buttons = Array.from(toolbar.querySelectorAll('button'));
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Gras',
      'Italique',
      'Titre de niveau 2',
      'Titre de niveau 3',
      'Liste à puces',
      'Liste numérotée',
      'Insérer un lien',
      'Annuler la dernière modification',
      'Rétablir la modification',
    ]);
    expect(buttons.every((b) => b.type === 'button')).toBe(true);
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[0]]);
    expect(buttons.slice(0, 6).every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);

    buttons[0].focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(buttons[1]);
    expect(buttons[1].tabIndex).toBe(0);
    expect(buttons[0].tabIndex).toBe(-1);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(buttons[8]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(buttons[0]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(buttons[8]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('names the buttons in Dutch on vakanties.be', async () => {
    await renderEditor('<p>Hallo</p>', 'nl-be');
    expect(screen.getByRole('toolbar', { name: 'Opmaak: Texte' })).toBeTruthy();
    for (const name of ['Vet', 'Cursief', 'Kop 2', 'Kop 3', 'Lijst met opsommingstekens', 'Genummerde lijst', 'Link invoegen']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('textbox', { name: 'Texte' }).getAttribute('lang')).toBe('nl-BE');
  });

  it('labels the text by the label, describes it by the hint, and says it is invalid', async () => {
    const { text } = await renderEditor('');
    expect(text.id).toBe('body');
    expect(text.getAttribute('aria-labelledby')).toBe('body-label');
    expect(text.getAttribute('aria-describedby')).toBe('body-hint');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(text.getAttribute('aria-multiline')).toBe('true');
    expect(text.getAttribute('lang')).toBe('fr-BE');
    await userEvent.click(screen.getByText('Texte'));
    expect(document.activeElement).toBe(text);
  });

  it('hands react-hook-form a focus() for the field that failed', async () => {
    const handle = createRef<{ focus: () => void }>();
    render(
      <NextIntlClientProvider locale="fr-BE" messages={messagesFor('fr-be')} timeZone="Europe/Brussels">
        <RichTextEditor ref={handle} id="body" label="Texte" value="" onChange={() => {}} edition="fr-be" />
      </NextIntlClientProvider>,
    );
    await screen.findByRole('toolbar');
    handle.current?.focus();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Texte' }));
  });

  it('toggles bold, says so with aria-pressed, and reports the HTML; undo takes it back', async () => {
    const { onChange, selectAll, user } = await renderEditor();
    const bold = screen.getByRole('button', { name: 'Gras' });
    const undo = screen.getByRole('button', { name: 'Annuler la dernière modification' });
    expect(undo.getAttribute('aria-disabled')).toBe('true');
    selectAll();
    await user.click(bold);
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Bonjour</strong></p>');
    expect(bold.getAttribute('aria-pressed')).toBe('true');
    expect(undo.getAttribute('aria-disabled')).toBeNull();
    await user.click(bold);
    expect(onChange).toHaveBeenLastCalledWith('<p>Bonjour</p>');
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    await user.click(undo);
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Bonjour</strong></p>');
  });

  it('makes headings and lists', async () => {
    const { onChange, selectAll, user } = await renderEditor();
    selectAll();
    await user.click(screen.getByRole('button', { name: 'Titre de niveau 2' }));
    expect(onChange).toHaveBeenLastCalledWith('<h2>Bonjour</h2>');
    expect(screen.getByRole('button', { name: 'Titre de niveau 2' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Titre de niveau 3' }));
    expect(onChange).toHaveBeenLastCalledWith('<h3>Bonjour</h3>');
    await user.click(screen.getByRole('button', { name: 'Titre de niveau 3' }));
    await user.click(screen.getByRole('button', { name: 'Liste numérotée' }));
    expect(onChange).toHaveBeenLastCalledWith('<ol><li><p>Bonjour</p></li></ol>');
    await user.click(screen.getByRole('button', { name: 'Liste à puces' }));
    expect(onChange).toHaveBeenLastCalledWith('<ul><li><p>Bonjour</p></li></ul>');
  });

  it('loads the HTML it is given without an undo step, even written differently', async () => {
    const { onChange } = await renderEditor('<p><b>Bonjour</b></p>');
    expect(screen.getByRole('textbox', { name: 'Texte' }).innerHTML).toBe('<p><strong>Bonjour</strong></p>');
    expect(screen.getByRole('button', { name: 'Annuler la dernière modification' }).getAttribute('aria-disabled')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps only what the site’s sanitiser keeps', async () => {
    const { onChange, selectAll, user } = await renderEditor(
      '<h1>Titre</h1><p><code>x</code> <u>souligné</u> <span style="color:red">rouge</span> <a href="javascript:alert(1)">piège</a></p><pre><code>bloc</code></pre><img src="https://x.test/a.png"><table><tr><td>t</td></tr></table>',
    );
    selectAll();
    await user.click(screen.getByRole('button', { name: 'Italique' }));
    const html = onChange.mock.lastCall?.[0] ?? '';
    expect(html).not.toMatch(/<(h1|code|pre|u|span|img|table|td)\b|style=|javascript:/);
    expect(html).toContain('<em>Titre</em>');
    expect(html).toContain('souligné');
  });

  it('adds a link through the inline form, as a path for the edition’s own domain', async () => {
    const { onChange, selectAll, user } = await renderEditor();
    selectAll();
    const linkButton = screen.getByRole('button', { name: 'Insérer un lien' });
    await user.click(linkButton);
    expect(linkButton.getAttribute('aria-expanded')).toBe('true');
    const address = screen.getByRole('textbox', { name: 'Adresse du lien' });
    expect(document.activeElement).toBe(address);
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert').textContent).toMatch(/^Cette adresse n’est pas utilisable/);
    expect(address.getAttribute('aria-invalid')).toBe('true');
    await user.clear(address);
    await user.type(address, 'https://www.vacances.be/blog/ete{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('<p><a href="/blog/ete">Bonjour</a></p>');
    expect(screen.queryByRole('textbox', { name: 'Adresse du lien' })).toBeNull();

    // Inside the link, the button edits it and the form can remove it.
    expect(screen.getByRole('button', { name: 'Modifier le lien' })).toBe(linkButton);
    await user.click(linkButton);
    expect((screen.getByRole('textbox', { name: 'Adresse du lien' }) as HTMLInputElement).value).toBe('/blog/ete');
    await user.click(screen.getByRole('button', { name: 'Retirer le lien' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>Bonjour</p>');
  });

  it('closes the link form with Escape, back on the link button, nothing changed', async () => {
    const { onChange, user } = await renderEditor();
    const linkButton = screen.getByRole('button', { name: 'Insérer un lien' });
    await user.click(linkButton);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(linkButton);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports an emptied text as an empty string, and takes a value set from outside without reporting it', async () => {
    const { onChange, text, selectAll, user } = await renderEditor();
    selectAll();
    fireEvent.keyDown(text, { key: 'Backspace' });
    expect(onChange).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    onChange.mockClear();
    await user.click(screen.getByRole('button', { name: 'reset' }));
    await waitFor(() => expect(text.innerHTML).toBe('<p>Remis à zéro</p>'));
    expect(onChange).not.toHaveBeenCalled();
    expect(text.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('link addresses', () => {
  it('keeps the schemes the sanitiser keeps and paths of the site', () => {
    for (const href of ['https://booking.com/x', 'http://a.be', '/blog/ete', '#conditions', 'mailto:info@vacances.be', 'tel:+32 2 123 45 67']) expect(isSafeHref(href), href).toBe(true);
    for (const href of ['javascript:alert(1)', 'data:text/html,x', '//evil.test', 'ftp://a.be', 'vbscript:x', 'https://']) expect(isSafeHref(href), href).toBe(false);
  });

  it('completes what editors paste and keeps the own domain as a path', () => {
    expect(normaliseHref('  booking.com/deals ', 'vacances.be')).toEqual({ ok: true, href: 'https://booking.com/deals' });
    expect(normaliseHref('info@vacances.be', 'vacances.be')).toEqual({ ok: true, href: 'mailto:info@vacances.be' });
    expect(normaliseHref('https://vacances.be/pays/espagne?page=2#top', 'vacances.be')).toEqual({ ok: true, href: '/pays/espagne?page=2#top' });
    expect(normaliseHref('https://vakanties.be/blog', 'vacances.be')).toEqual({ ok: true, href: 'https://vakanties.be/blog' });
    expect(normaliseHref('', 'vacances.be')).toEqual({ ok: false, reason: 'empty' });
    expect(normaliseHref('pas une adresse', 'vacances.be')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('moves through the toolbar with wrapping arrows, Home and End', () => {
    expect(nextToolbarIndex('ArrowRight', 8, 9)).toBe(0);
    expect(nextToolbarIndex('ArrowLeft', 0, 9)).toBe(8);
    expect(nextToolbarIndex('End', 2, 9)).toBe(8);
    expect(nextToolbarIndex('Home', 5, 9)).toBe(0);
    expect(nextToolbarIndex('Enter', 5, 9)).toBeNull();
  });
});
