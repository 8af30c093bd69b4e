import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptySeoValue, SeoFields, type SeoFieldsProps, type SeoValue } from '@/components/admin/seo/SeoFields';
import { breadcrumbOf, previewDescription } from '@/components/admin/seo/seo-preview';
import { messagesFor } from '@/messages';

type Options = Partial<Omit<SeoFieldsProps, 'value' | 'onChange'>> & { initial?: Partial<SeoValue>; nl?: boolean };

function Panel({ initial, onChange, ...props }: Omit<Options, 'nl'> & { onChange: (next: SeoValue) => void }) {
  const [value, setValue] = useState<SeoValue>({ ...emptySeoValue, ...initial });
  return (
    <SeoFields
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      url="https://vacances.be/blog/ete-en-espagne"
      fallbackTitle="L’été en Espagne"
      fallbackDescription="<p>Plages, <strong>villes</strong> et fêtes.</p>"
      idPrefix="post"
      {...props}
    />
  );
}

function renderPanel({ nl, ...options }: Options = {}) {
  const onChange = vi.fn<(next: SeoValue) => void>();
  render(
    <NextIntlClientProvider locale={nl ? 'nl-BE' : 'fr-BE'} messages={messagesFor(nl ? 'nl-be' : 'fr-be')} timeZone="Europe/Brussels">
      <Panel onChange={onChange} {...options} />
    </NextIntlClientProvider>,
  );
  const preview = () => within(screen.getByRole('figure', { name: nl ? 'Voorbeeld in de zoekresultaten' : 'Aperçu dans les résultats de recherche' }));
  return { onChange, preview, user: userEvent.setup() };
}

const describedText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('SeoFields', () => {
  it('counts the title against 60 and says in words when it is too long', async () => {
    const { onChange, user } = renderPanel({ initial: { seo_title: 'Codes promo' } });
    const title = screen.getByRole('textbox', { name: 'Titre SEO' });
    expect(title.id).toBe('post-seo_title');
    const counter = document.getElementById('post-seo_title-count')!;
    expect(counter.textContent).toBe('11 caractères sur 60 conseillés');
    expect(describedText(title)).toContain('11 caractères sur 60 conseillés');

    await user.type(title, ' pour réserver vos vacances en Espagne cet été 26');
    expect(counter.textContent).toBe('60 caractères sur 60 conseillés');
    const normal = counter.className;
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['', '']);

    await user.type(title, '!');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ seo_title: 'Codes promo pour réserver vos vacances en Espagne cet été 26!' }));
    expect(counter.textContent).toBe('61 caractères sur 60 conseillés ⚠ Trop long : les moteurs de recherche coupent au-delà de 60 caractères.');
    expect(counter.className).not.toBe(normal);
    expect(describedText(title)).toContain('Trop long : les moteurs de recherche coupent au-delà de 60 caractères.');
    expect(screen.getAllByRole('status')[0].textContent).toBe('Trop long : les moteurs de recherche coupent au-delà de 60 caractères.');
  });

  it('counts the description against 155, an emoji as one character', () => {
    renderPanel({ initial: { seo_description: `${'a'.repeat(155)}🌴` } });
    const description = screen.getByRole('textbox', { name: 'Meta description' });
    expect(description.tagName).toBe('TEXTAREA');
    // The palm tree is two UTF-16 units, one character for the editor.
    expect(document.getElementById('post-seo_description-count')!.textContent).toMatch(/^156 caractères sur 155 conseillés ⚠ Trop long/);
    expect(description.getAttribute('maxlength')).toBe('500');
  });

  it('previews the fallbacks when the SEO texts are empty, with the brand and the address as a breadcrumb', () => {
    const { preview } = renderPanel({ edition: 'fr-be' });
    expect(preview().getByText('vacances.be › blog › ete-en-espagne')).toBeTruthy();
    expect(preview().getByText('L’été en Espagne | Vacances.be')).toBeTruthy();
    expect(preview().getByText('Plages, villes et fêtes.')).toBeTruthy();
  });

  it('previews the SEO texts once typed, the description cut at a word near 155 characters', async () => {
    const { preview, user } = renderPanel();
    await user.type(screen.getByRole('textbox', { name: 'Titre SEO' }), 'Espagne : nos meilleurs plans');
    const long = 'Des plages de la Costa Brava aux ruelles de Séville, tous nos codes promo et bons plans pour partir en Espagne cet été sans se ruiner, avec ou sans vol compris.';
    await user.click(screen.getByRole('textbox', { name: 'Meta description' }));
    await user.paste(long);
    expect(preview().getByText('Espagne : nos meilleurs plans')).toBeTruthy();
    const shown = previewDescription(long, '');
    expect(shown.length).toBeLessThanOrEqual(155);
    expect(shown.endsWith('…')).toBe(true);
    expect(long.startsWith(shown.slice(0, -1))).toBe(true);
    expect(preview().getByText(shown)).toBeTruthy();
  });

  it('says the entity has no title yet when both titles are empty', () => {
    const { preview } = renderPanel({ fallbackTitle: '', fallbackDescription: '' });
    expect(preview().getByText('Sans titre')).toBeTruthy();
  });

  it('ticks noindex and nofollow, and the preview says the page will not be listed', async () => {
    const { onChange, preview, user } = renderPanel();
    await user.click(screen.getByRole('checkbox', { name: 'Ne pas indexer cette page (noindex)' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ robots_noindex: true, robots_nofollow: false }));
    expect(preview().getByText('Avec « noindex », cette page n’apparaîtra pas dans les résultats de recherche.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Ne pas suivre les liens de cette page (nofollow)' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ robots_noindex: true, robots_nofollow: true }));
    expect(screen.getByRole('group', { name: 'Consignes aux moteurs de recherche' })).toBeTruthy();
  });

  it('gives null for an emptied canonical or share image, as the API clears them', async () => {
    const { onChange, user } = renderPanel({ initial: { og_image: '/media/ete.jpg' } });
    const canonical = screen.getByRole('textbox', { name: 'URL canonique (facultatif)' });
    await user.type(canonical, '/blog/ete');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ canonical_url: '/blog/ete' }));
    await user.clear(canonical);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ canonical_url: null }));
    await user.clear(screen.getByRole('textbox', { name: 'Image de partage (facultatif)' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ og_image: null, canonical_url: null }));
  });

  it('shows the API’s refusals beside their fields', () => {
    renderPanel({ errors: { canonical_url: ['Saisissez une adresse https:// ou un chemin du site.'], seo_title: ['Trop long.'] } });
    const canonical = screen.getByRole('textbox', { name: 'URL canonique (facultatif)' });
    expect(canonical.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(canonical)).toContain('Saisissez une adresse https:// ou un chemin du site.');
    expect(screen.getByRole('textbox', { name: 'Titre SEO' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Meta description' }).getAttribute('aria-invalid')).toBeNull();
  });

  it('speaks Dutch on vakanties.be', () => {
    const { preview } = renderPanel({ nl: true, initial: { seo_title: 'Zomer' } });
    expect(screen.getByRole('group', { name: 'Vindbaarheid (SEO)' })).toBeTruthy();
    expect(document.getElementById('post-seo_title-count')!.textContent).toBe('5 tekens van de aanbevolen 60');
    expect(screen.getByRole('checkbox', { name: 'Deze pagina niet indexeren (noindex)' })).toBeTruthy();
    expect(preview().getByText('Zomer')).toBeTruthy();
  });
});

describe('breadcrumbOf', () => {
  it('prints the address as search engines do', () => {
    expect(breadcrumbOf('https://www.vakanties.be/bestemmingen/spanje')).toBe('vakanties.be › bestemmingen › spanje');
    expect(breadcrumbOf('https://vacances.fr')).toBe('vacances.fr');
    expect(breadcrumbOf('https://vacances.be/blog/%C3%A9t%C3%A9')).toBe('vacances.be › blog › été');
    expect(breadcrumbOf('pas une adresse')).toBe('pas une adresse');
  });
});
