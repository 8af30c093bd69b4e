import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from '@/lib/sanitize';

describe('sanitizeCmsHtml', () => {
  it('keeps structure, text and internal links', () => {
    const html = '<h2>Titre</h2><p>Voir la <a href="/faq">FAQ</a>.</p><ul><li>un</li></ul>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it('removes scripts, handlers, styles, frames and javascript: links', () => {
    const out = sanitizeCmsHtml(
      '<p onclick="steal()" style="color:red">x</p><script>alert(1)</script><iframe src="https://evil"></iframe><a href="javascript:alert(1)">y</a><img src="x" onerror="alert(1)">',
    );
    expect(out).not.toMatch(/script|onclick|style=|iframe|javascript:|onerror/i);
    expect(out).toContain('<p>x</p>');
  });

  it('opens external links safely and demotes h1 (the page has its own)', () => {
    const out = sanitizeCmsHtml('<h1>T</h1><a href="https://partner.example" target="_self">p</a><a href="/contact" target="_blank">c</a>');
    expect(out).toContain('<h2>T</h2>');
    expect(out).toContain('<a href="https://partner.example" rel="noopener noreferrer" target="_blank">p</a>');
    expect(out).toContain('<a href="/contact">c</a>');
  });
});
