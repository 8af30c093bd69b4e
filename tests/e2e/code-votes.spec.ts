import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { createTranslator } from 'next-intl';
import type { Messages as AppMessages } from '../../messages';
import { apiJson, expect, screenshotPath, test, type EditionFacts, type EditionId, type Messages } from './fixtures';

/**
 * "Did this code work?" on each edition: the card shows what visitors said, the visitor reveals the code, says it
 * worked, changes their mind, and finds their answer again after a reload; the figures follow at once.
 */

interface Figures {
  worked_votes: number;
  failed_votes: number;
  success_rate: number | null;
  last_worked_at: string | null;
}

interface ApiPromotion {
  id: number;
  title: string;
  kind: string;
  coupon: ({ id: number; code: string } & Figures) | null;
}

/**
 * A code with votes in a shop no other spec opens: the top shops from the sixth on, since the code flow takes the
 * home page's first shops and the rating spec the last top shop. Each viewport takes a code of its own.
 */
async function votedCode(http: APIRequestContext, edition: EditionId, nth: number) {
  const top = await apiJson<{ results: { slug: string }[] }>(http, '/stores/top/', edition);
  let skip = nth;
  for (const { slug } of top.results.slice(5, -1)) {
    const store = await apiJson<{ slug: string; promotions: ApiPromotion[] }>(http, `/stores/${slug}/`, edition);
    for (const promotion of store.promotions) {
      const c = promotion.coupon;
      if (promotion.kind === 'code' && c && c.worked_votes + c.failed_votes >= 3 && skip-- === 0) return { slug, promotion, coupon: c };
    }
  }
  throw new Error(`${edition}: not enough voted codes in the demo content`);
}

/** The strings as the edition shows them (ICU plurals, the percentage in the edition's locale). */
function feedbackTexts(messages: Messages, facts: EditionFacts) {
  // The fixture's tree is typed loosely; it is the app's own message tree (messagesFor), which types the keys.
  const t = createTranslator({ locale: facts.htmlLang, messages: messages as unknown as AppMessages, namespace: 'promotions.feedback' });
  const percent = new Intl.NumberFormat(facts.htmlLang, { style: 'percent' });
  return {
    summary: (f: Figures) => t('summary', { rate: percent.format((f.success_rate ?? 0) / 100), votes: f.worked_votes + f.failed_votes }),
    prompt: t('prompt'),
    worked: t('worked'),
    failed: t('failed'),
    thanks: t('thanks'),
    changed: t('changed'),
  };
}

/** The shops' sites are elsewhere on the internet: the new tab gets a stand-in page instead. */
async function stubShops(context: BrowserContext, domain: string) {
  await context.route(
    (url) => !url.hostname.endsWith(domain),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Boutique</title><p>Boutique partenaire</p>' }),
  );
}

for (const viewport of [
  { name: 'phone', width: 375, height: 740, nth: 0 },
  { name: 'desktop', width: 1280, height: 800, nth: 1 },
]) {
  test(`a visitor says a code worked, changes their mind, and finds their answer again (${viewport.name})`, async ({ page, context, http, edition, facts, messages }) => {
    test.slow(); // a reveal, two votes and reloads until the cached page shows the new figures
    // An address of its own (the test server trusts one proxy): a retry is another visitor, whom the once-a-day rule per address lets vote.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${60 + Math.floor(Math.random() * 60)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` });
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await stubShops(context, facts.domain);
    const { slug, promotion, coupon } = await votedCode(http, edition, viewport.nth);
    const text = feedbackTexts(messages, facts);

    await page.goto(`/${slug}`);
    const card = page.locator(`article[data-promotion="${promotion.id}"]`).first();
    await card.scrollIntoViewIfNeeded();
    // The figures before any reveal; the question only once the visitor has the code.
    await expect(card.getByText(text.summary(coupon))).toBeVisible();
    await expect(card.getByRole('group', { name: text.prompt })).toHaveCount(0);

    const [shop] = await Promise.all([context.waitForEvent('page'), card.locator('a[rel="sponsored nofollow noopener"]').click()]);
    await shop.close();
    const dialog = page.getByRole('dialog', { name: promotion.title });
    await expect(dialog.getByTestId('promotion-code')).toHaveText(coupon.code);
    const question = dialog.getByRole('group', { name: text.prompt });
    await expect(question).toBeVisible();
    await dialog.screenshot({ path: screenshotPath(`code-vote-${viewport.name}-${edition}`) });

    // "It worked": counted once, pressed, thanked, and the figures move in the dialog and on the card at once.
    const voted = page.waitForResponse((r) => r.url().includes(`/api/coupons/${coupon.id}/vote/`) && r.request().method() === 'POST');
    await question.getByRole('button', { name: text.worked }).click();
    const response = await voted;
    expect(response.status()).toBe(200);
    expect(response.url()).toContain(`language=${edition}`);
    expect(response.request().postDataJSON()).toEqual({ vote: 'worked' });
    const afterWorked = (await response.json()) as Figures & { your_vote: string };
    expect(afterWorked).toMatchObject({ worked_votes: coupon.worked_votes + 1, failed_votes: coupon.failed_votes, your_vote: 'worked' });
    await expect(question.getByRole('button', { name: text.worked })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('status').filter({ hasText: text.thanks })).toBeVisible();
    await expect(dialog.getByText(text.summary(afterWorked))).toBeVisible();
    await expect(card.getByText(text.summary(afterWorked))).toBeAttached();

    // A change of mind replaces the vote: one more "failed", one "worked" fewer than just now.
    const changed = page.waitForResponse((r) => r.url().includes(`/api/coupons/${coupon.id}/vote/`) && r.request().method() === 'POST');
    await question.getByRole('button', { name: text.failed }).click();
    const afterFailed = (await (await changed).json()) as Figures;
    expect(afterFailed).toMatchObject({ worked_votes: coupon.worked_votes, failed_votes: coupon.failed_votes + 1 });
    await expect(question.getByRole('button', { name: text.failed })).toHaveAttribute('aria-pressed', 'true');
    await expect(question.getByRole('button', { name: text.worked })).toHaveAttribute('aria-pressed', 'false');
    await expect(dialog.getByRole('status').filter({ hasText: text.changed })).toBeVisible();

    // The answers are large enough to touch and stay inside the screen.
    for (const button of await question.getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // After a reload the card shows the visitor's answer; the cached page catches up with the figures within 60 s.
    await expect(async () => {
      await page.reload();
      const again = page.locator(`article[data-promotion="${promotion.id}"]`).first();
      await expect(again.getByRole('group', { name: text.prompt }).getByRole('button', { name: text.failed })).toHaveAttribute('aria-pressed', 'true', { timeout: 1000 });
      await expect(again.getByText(text.summary(afterFailed))).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    await card.screenshot({ path: screenshotPath(`code-vote-card-${viewport.name}-${edition}`) });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
