import { expect, message, test, ONE_EDITION } from './fixtures';

/**
 * The Content-Security-Policy must not break the site: the pages' scripts are our own (and Next's inline ones),
 * so the browser reports no violation and the app hydrates (the burger menu reacts).
 */
test.describe('Content-Security-Policy in the browser', { tag: ONE_EDITION }, () => {
  for (const path of ['/', '/faq', '/xyz-unknown-page']) {
    test(`no violation on ${path}`, async ({ page, messages }) => {
      const violations: string[] = [];
      page.on('console', (msg) => {
        if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) violations.push(msg.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      const burger = page.getByRole('button', { name: message(messages, 'header.openMenu') });
      await expect(async () => {
        await burger.click();
        await expect(burger).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
      }).toPass();
      expect(violations).toEqual([]);
    });
  }

  test('the policy is the same for every load, so the page can come from the cache, and allows no other origin', async ({ http }) => {
    const policyOf = async () => (await http.get('/faq')).headers()['content-security-policy'] ?? '';
    const first = await policyOf();
    expect(first).not.toContain('nonce');
    expect(await policyOf()).toBe(first);
    const scripts = first.split('; ').find((d) => d.startsWith('script-src '));
    expect(scripts).toBe("script-src 'self' 'unsafe-inline'");
    expect(first).toContain("form-action 'self'");
  });

  test('the API and files carry the locked-down policy and nosniff', async ({ http }) => {
    for (const path of ['/api/health/', '/logos/vacances-be.svg']) {
      const res = await http.get(path);
      expect(res.headers()['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers()['x-content-type-options']).toBe('nosniff');
    }
  });
});
