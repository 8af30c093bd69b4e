/** What every JSON-LD builder answers, and how it goes into a page's `<script type="application/ld+json">`. */

/** A schema.org object as `jsonLdScript` takes it. */
export interface JsonLdThing {
  '@context': 'https://schema.org';
  '@type': string;
  [property: string]: unknown;
}

/**
 * JSON for a `<script type="application/ld+json">` body. The HTML parser ends a script at `</script` and
 * treats `<!--` specially whatever the JSON says, so `<` (and, for good measure, `>` and `&`) are written as
 * JSON escapes, which parse back to the same string. U+2028/2029 are escaped for older JS-based consumers.
 */
export function jsonLdScript(data: JsonLdThing | JsonLdThing[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
