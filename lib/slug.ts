/** A slug as every URL and API call spells it: lower-case words of letters and digits joined by single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest slug a request may name; a longer value cannot be anyone's slug. */
export const SLUG_MAX = 200;

export const isSlug = (value: string): boolean => value.length <= SLUG_MAX && SLUG_PATTERN.test(value);

/** `Côte d'Azur & Provence` → `cote-d-azur-provence`: the slug an editor's title gets when none is given. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}
