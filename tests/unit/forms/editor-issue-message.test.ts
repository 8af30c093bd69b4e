import { describe, expect, it } from 'vitest';
import type { EditionId } from '@/lib/editions';
import { editorIssueMessage, wordRefusals } from '@/lib/forms/editor-issue-message';
import { editorWords } from '@/lib/forms/editor-words';
import { promotionBody, promotionPatch, promotionRuleErrors } from '@/lib/schemas/promotion-write';
import { redirectionBody } from '@/lib/schemas/redirections';
import { slugField } from '@/lib/schemas/write-fields';
import type { z } from '@/lib/schemas/zod';

const now = new Date('2026-11-25T12:00:00Z');

/** Each field's messages, as the API answers them and the editor screens show them. */
function messages(schema: z.ZodType, input: unknown, edition: EditionId) {
  const result = schema.safeParse(input, { error: editorIssueMessage(editorWords(edition)) });
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.length ? String(issue.path[0]) : 'non_field_errors'] ??= []).push(issue.message);
  return out;
}

const promotion = (patch: Record<string, unknown> = {}) => ({ title: 'Crète -25 %', link: 'https://www.example.be/crete', kind: 'code', store: 1, code: 'CRETE25', ...patch });

describe('the editors’ refusals in the edition’s language', () => {
  it('asks a code promotion for its code, in French and in Dutch', () => {
    const refusals = promotionRuleErrors({ kind: 'code', code: null, starts_at: null, expires_at: null, status: 'draft', publish_at: null }, now);
    expect(wordRefusals(editorWords('fr-be'), refusals)).toEqual({ code: ['Indiquez le code promo : une promotion de type code en a besoin.'] });
    expect(wordRefusals(editorWords('nl-be'), refusals)).toEqual({ code: ['Vul de kortingscode in: een promotie van het type code heeft er een nodig.'] });
    expect(wordRefusals(editorWords('fr-fr'), refusals)).toEqual(wordRefusals(editorWords('fr-be'), refusals));
  });

  it('refuses spaces in a code, a too-long title and a date without its time zone', () => {
    const body = promotion({ code: 'ETE 26', title: 'x'.repeat(201), expires_at: '2026-12-01' });
    expect(messages(promotionBody, body, 'fr-be')).toEqual({
      title: ['Écrivez au plus 200 caractères.'],
      code: ['Retirez les espaces : un code promo n’en contient pas.'],
      expires_at: ['Saisissez une date et une heure avec leur fuseau horaire, par exemple 2026-12-01T09:00:00+01:00.'],
    });
    expect(messages(promotionBody, body, 'nl-be')).toEqual({
      title: ['Schrijf hoogstens 200 tekens.'],
      code: ['Verwijder de spaties: een kortingscode bevat er geen.'],
      expires_at: ['Vul een datum en tijd in met de tijdzone erbij, bijvoorbeeld 2026-12-01T09:00:00+01:00.'],
    });
  });

  it('tells a missing field from a blank one, and names unknown fields and the choices', () => {
    expect(messages(promotionBody, { title: '  ', link: 'ftp://x', kind: 'coupon', colour: 'red' }, 'fr-be')).toEqual({
      title: ['Remplissez ce champ : il ne peut pas rester vide.'],
      link: ['Saisissez une adresse complète commençant par https:// ou http://, par exemple https://www.exemple.be.'],
      kind: ['Choisissez l’une de ces valeurs : code, offer, free_delivery.'],
      store: ['Ce champ est obligatoire.'],
      non_field_errors: ['Retirez le champ inconnu : colour.'],
    });
    expect(messages(promotionPatch, { store: 0, position: 1.5, is_exclusive: 'yes', categories: 4 }, 'nl-be')).toEqual({
      store: ['Kies een bestaand element: dit id is niet geldig.'],
      position: ['Vul een geheel getal in, zonder decimalen.'],
      is_exclusive: ['Kies ja of nee (true of false).'],
      categories: ['Stuur een lijst, ook voor één enkele waarde.'],
    });
  });

  it('words the checks of our own with their values: slugs, pictures, paths', () => {
    expect(messages(slugField('soleo-voyages'), 'Avec Espaces', 'fr-be')).toEqual({
      non_field_errors: ['Écrivez le slug en minuscules sans accents, chiffres et tirets, par exemple soleo-voyages.'],
    });
    expect(messages(promotionPatch, { slider_image: 'data:image/png;base64,AAAA' }, 'nl-be').slider_image).toEqual([
      'Vul een pad van de site in dat begint met / (bijvoorbeeld /media/icons/logo.webp), of een adres dat begint met https://.',
    ]);
    expect(messages(redirectionBody, { old_path: '/api/x', new_path: 'ftp://x', status_code: 303 }, 'fr-be')).toEqual({
      old_path: ['La page d’accueil, /api, /_next et /media ne peuvent pas être redirigés : choisissez un autre chemin.'],
      new_path: ['Saisissez un chemin du site commençant par /, ou une adresse commençant par https:// ou http://.'],
      status_code: ['Choisissez l’une de ces valeurs : 301, 302.'],
    });
  });

  it('names what a publication time belongs to', () => {
    const refusals = promotionRuleErrors({ kind: 'offer', code: null, starts_at: null, expires_at: null, status: 'scheduled', publish_at: null }, now);
    expect(wordRefusals(editorWords('fr-be'), refusals).publish_at).toEqual(['Indiquez la date et l’heure de publication : une promotion programmée en a besoin.']);
    expect(wordRefusals(editorWords('nl-be'), refusals).publish_at).toEqual(['Vul de datum en het uur van publicatie in: een geplande promotie heeft die nodig.']);
  });
});
