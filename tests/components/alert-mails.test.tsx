import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { absoluteUrl, editions, type EditionId } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import { renderConfirmMail, renderDigestMail, renderFollowNoticeMail, type DigestEntry, type DigestMailInput } from '@/server/alerts/mails';

/**
 * The alerts' mails as a mail client gets them: the HTML parsed into a document, read like a reader would (the brand,
 * the headings, the links by their words), and the plain-text part beside it.
 */

/**
 * The mail's document: parsed whole (its `<html lang>`), its body shown in the test's window, where queries by role
 * and accessible name can read styles as in a browser.
 */
function parsed(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const shown = document.createElement('div');
  shown.innerHTML = doc.body.innerHTML;
  document.body.append(shown);
  return { documentElement: doc.documentElement, body: shown, querySelectorAll: (selector: string) => shown.querySelectorAll(selector) };
}

afterEach(() => {
  document.body.innerHTML = '';
});

function entry(edition: EditionId, id: number, overrides: Partial<DigestEntry> = {}): DigestEntry {
  return {
    promotionId: id,
    storeName: 'Soleo Voyages',
    storeLogo: '/logos/stores/soleo.svg',
    title: `Séjour au soleil n° ${id}`,
    offer: '-20 %',
    expiry: edition === 'nl-be' ? 'Verloopt morgen' : 'Expire demain',
    successRate: null,
    url: `${absoluteUrl(edition, entityPath(edition, 'store', ['soleo']))}?code=${id}&utm_source=alert`,
    ...overrides,
  };
}

function digest(edition: EditionId, frequency: 'daily' | 'instant' = 'daily'): DigestMailInput {
  return {
    edition,
    frequency,
    manageUrl: absoluteUrl(edition, '/mes-alertes?token=manage-token'),
    sections: [
      {
        alertId: 11,
        followed: 'Soleo Voyages',
        entries: [entry(edition, 101, { successRate: 87 }), entry(edition, 102)],
        unsubscribeUrl: absoluteUrl(edition, '/api/alerts/unsubscribe/?token=alert-11'),
      },
      {
        alertId: 12,
        followed: edition === 'nl-be' ? '‘ski’' : '« ski »',
        entries: [entry(edition, 101, { successRate: 87 }), entry(edition, 103, { storeName: 'Neige & Co', storeLogo: null, offer: '' })],
        unsubscribeUrl: absoluteUrl(edition, '/api/alerts/unsubscribe/?token=alert-12'),
        more: { count: 4, url: absoluteUrl(edition, '/search?str=ski&kind=promotions') },
      },
    ],
  };
}

describe('the digest mail', () => {
  it('carries the brand, a section per followed thing with its entries, and each entry opens the code on the shop page', async () => {
    const mail = await renderDigestMail(digest('fr-be'));
    const doc = parsed(mail.html);
    const body = within(doc.body);

    expect(doc.documentElement.lang).toBe('fr-BE');
    const logo = body.getByAltText(editions['fr-be'].logoAlt) as HTMLImageElement;
    expect(logo.src).toBe('https://vacances.be/logos/vacances-be.svg');
    expect(logo.closest('a')?.getAttribute('href')).toBe('https://vacances.be/');
    expect(body.getByRole('heading', { level: 1 }).textContent).toBe('Les nouveaux codes du jour');
    expect(body.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Soleo Voyages', '« ski »']);

    const titleLink = body.getAllByRole('link', { name: 'Séjour au soleil n° 102' })[0];
    expect(titleLink.getAttribute('href')).toBe('https://vacances.be/soleo?code=102&utm_source=alert');
    expect(body.getAllByRole('link', { name: 'Voir l’offre' })).toHaveLength(4);
    expect(doc.body.textContent).toContain('87 % de réussite');
    expect(doc.body.textContent).toContain('Expire demain');
    expect(doc.body.textContent).toContain('-20 %');
    // A shop without a logo shows the default one, on the edition's domain too.
    const logos = [...doc.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(logos).toContain('https://vacances.be/logos/default-store.svg');
    expect(logos.every((src) => src?.startsWith('https://vacances.be/'))).toBe(true);
  });

  it('lets each section be stopped on its own, and links to what did not fit and to "Mes alertes"', async () => {
    const mail = await renderDigestMail(digest('fr-be'));
    const body = within(parsed(mail.html).body);
    expect(body.getByRole('link', { name: 'Ne plus suivre Soleo Voyages' }).getAttribute('href')).toBe('https://vacances.be/api/alerts/unsubscribe/?token=alert-11');
    expect(body.getByRole('link', { name: 'Ne plus suivre « ski »' }).getAttribute('href')).toBe('https://vacances.be/api/alerts/unsubscribe/?token=alert-12');
    expect(body.getByRole('link', { name: 'Et 4 autres nouveautés' }).getAttribute('href')).toBe('https://vacances.be/search?str=ski&kind=promotions');
    expect(body.getByRole('link', { name: 'Gérer mes alertes' }).getAttribute('href')).toBe('https://vacances.be/mes-alertes?token=manage-token');
    expect(parsed(mail.html).body.textContent).toContain('au plus un récapitulatif par jour');
  });

  it('counts the new codes in its subject, each once, with what did not fit', async () => {
    // 101, 102, 103 shown (101 in both sections), 4 more.
    expect((await renderDigestMail(digest('fr-be'))).subject).toBe('7 nouveaux codes pour vos alertes Vacances.be');
    const one = digest('fr-be');
    one.sections = [{ ...one.sections[0], entries: [one.sections[0].entries[0]] }];
    expect((await renderDigestMail(one)).subject).toBe('Soleo Voyages : 1 nouveau code');
  });

  it('writes the same mail in plain text, every link spelt out', async () => {
    const { text } = await renderDigestMail(digest('fr-be'));
    expect(text).toContain('== Soleo Voyages ==');
    expect(text).toContain('https://vacances.be/soleo?code=101&utm_source=alert');
    expect(text).toContain('Ne plus suivre « ski » : https://vacances.be/api/alerts/unsubscribe/?token=alert-12');
    expect(text).toContain('Gérer mes alertes : https://vacances.be/mes-alertes?token=manage-token');
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('speaks Dutch on vakanties.be, with its own brand and domain', async () => {
    const mail = await renderDigestMail(digest('nl-be', 'instant'));
    const doc = parsed(mail.html);
    const body = within(doc.body);
    expect(doc.documentElement.lang).toBe('nl-BE');
    expect((body.getByAltText(editions['nl-be'].logoAlt) as HTMLImageElement).src).toBe('https://vakanties.be/logos/vakanties-be.svg');
    expect(body.getByRole('heading', { level: 1 }).textContent).toBe('Nieuwe codes voor je meldingen');
    expect(body.getByRole('link', { name: 'Soleo Voyages niet meer volgen' })).toBeTruthy();
    expect(body.getByRole('link', { name: 'Mijn meldingen beheren' })).toBeTruthy();
    expect(body.getAllByRole('link', { name: 'Bekijk de deal' }).length).toBeGreaterThan(0);
    expect(doc.body.textContent).toContain('87% succes');
    expect(doc.body.textContent).toContain('hoogstens één e-mail per uur');
    expect(doc.body.textContent).not.toMatch(/Gérer|Ne plus suivre|réussite/);
    expect(mail.subject).toBe('7 nieuwe codes voor je meldingen op Vakanties.be');
  });
});

describe('the confirmation and the follow notice', () => {
  it('asks a new address to confirm with one button, in its edition’s language', async () => {
    const input = { edition: 'fr-fr' as const, followed: 'Soleo Voyages', confirmUrl: 'https://vacances.fr/mes-alertes?confirm=c', manageUrl: 'https://vacances.fr/mes-alertes?token=m' };
    const mail = await renderConfirmMail(input);
    const body = within(parsed(mail.html).body);
    expect(mail.subject).toBe('Confirmez votre alerte sur Vacances.fr');
    expect(body.getByRole('link', { name: 'Confirmer mon adresse' }).getAttribute('href')).toBe(input.confirmUrl);
    expect(body.getByRole('link', { name: 'Gérer mes alertes' }).getAttribute('href')).toBe(input.manageUrl);
    expect(mail.text).toContain(input.confirmUrl);
    expect(mail.text).toContain('48 heures');

    const nl = await renderConfirmMail({ ...input, edition: 'nl-be', confirmUrl: 'https://vakanties.be/mijn-meldingen?confirm=c' });
    expect(nl.subject).toBe('Bevestig je melding op Vakanties.be');
    expect(within(parsed(nl.html).body).getByRole('link', { name: 'Mijn adres bevestigen' })).toBeTruthy();
  });

  it('tells a confirmed address what it now follows, with the way to undo it', async () => {
    const mail = await renderFollowNoticeMail({ edition: 'nl-be', followed: 'Soleo Voyages', manageUrl: 'https://vakanties.be/mijn-meldingen?token=m' });
    expect(mail.subject).toBe('Nieuwe melding op Vakanties.be: Soleo Voyages');
    const body = within(parsed(mail.html).body);
    expect(body.getByRole('heading', { level: 1 }).textContent).toBe('Melding toegevoegd');
    expect(body.getByRole('link', { name: 'Mijn meldingen beheren' }).getAttribute('href')).toBe('https://vakanties.be/mijn-meldingen?token=m');
    expect(mail.text).toContain('https://vakanties.be/mijn-meldingen?token=m');
  });
});
