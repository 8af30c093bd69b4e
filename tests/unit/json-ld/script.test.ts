import { describe, expect, it } from 'vitest';
import { jsonLdScript, type JsonLdThing } from '@/lib/json-ld/script';

describe('jsonLdScript', () => {
  it('serialises so that </script> in a name cannot end the script, and parses back unchanged', () => {
    const data: JsonLdThing = { '@context': 'https://schema.org', '@type': 'Thing', name: 'Evil </script><script>alert(1)</script> & <!-- x \u2028' };
    const script = jsonLdScript(data);
    expect(script).not.toContain('<');
    expect(script).not.toContain('>');
    expect(script).not.toMatch(/<\/script/i);
    expect(script).toContain('\\u003c/script\\u003e');
    expect(script).not.toContain('\u2028');
    expect(JSON.parse(script)).toEqual(data);
  });
});
