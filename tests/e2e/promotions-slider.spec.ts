import type { Locator, Page } from '@playwright/test';
import { expect, message, test, type Messages, ONE_EDITION, PER_LANGUAGE } from './fixtures';

/**
 * The promotions slider on the home page and the 404 page: 1/3/4/5 whole cards per breakpoint,
 * the same cards before and after Swiper takes over, next/previous, the pause button (WCAG 2.2.2), no autoplay
 * under prefers-reduced-motion, and neither CSP violations nor Swiper warnings in the console.
 */

const AUTOPLAY_MS = 5000;

/** Found by its carousel role description, not by its title or place: the home page is being reworked around it. */
const sliderOf = (page: Page, messages: Messages) => page.locator(`section[aria-roledescription="${message(messages, 'slider.carousel')}"]`).first();

/** Position labels ("2 sur 12") of the slides whose card lies wholly inside the slider and the window, left to right. */
function wholeCards(slider: Locator): Promise<string[]> {
  return slider.evaluate((section) => {
    const frame = section.querySelector('.swiper')!.getBoundingClientRect();
    return [...section.querySelectorAll<HTMLElement>('[role="group"]')]
      .map((slide) => ({ label: slide.getAttribute('aria-label') ?? '', box: slide.firstElementChild!.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.left >= Math.max(frame.left, 0) - 1 && box.right <= Math.min(frame.right, window.innerWidth) + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ label }) => label);
  });
}

/** Console lines that must never appear: CSP violations and Swiper's own warnings (loop with too few slides…). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Content-Security-Policy|Swiper/i.test(msg.text())) problems.push(msg.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

/**
 * The labels ("1 sur 12", "2 sur 12"…) of the whole cards the first paint shows at `perView` cards per view. With an
 * even number per view the middle card is centred, so the first view holds half a card at each edge and one whole
 * card fewer between them.
 */
function firstLabels(messages: Messages, perView: number, total: number) {
  const label = (i: number) => message(messages, 'slider.slideLabel').replace('{index}', String(i + 1)).replace('{count}', String(total));
  const halves = perView % 2 === 0 && total >= perView * 2;
  return Array.from({ length: halves ? perView - 1 : perView }, (_, i) => label(halves ? i + 1 : i));
}

/** How far the active card's centre sits from the slider's, in pixels. */
const activeOffCentre = (slider: Locator) =>
  slider.evaluate((section) => {
    const frame = section.querySelector('.swiper')!.getBoundingClientRect();
    const active = section.querySelector('.swiper-slide-active')!.getBoundingClientRect();
    return Math.abs(active.left + active.width / 2 - (frame.left + frame.width / 2));
  });

async function openSlider(page: Page, messages: Messages, path = '/') {
  const response = await page.goto(path);
  const slider = sliderOf(page, messages);
  await expect(slider).toBeVisible();
  // Swiper has taken the slider over (hydrated, measured, loop arranged).
  await expect(slider.locator('.swiper-initialized')).toHaveCount(1);
  return { slider, status: response?.status() };
}

const widths = [
  { width: 375, perView: 1 },
  { width: 1000, perView: 3 },
  { width: 1250, perView: 4 },
  { width: 1450, perView: 5 },
];

test.describe('promotions slider', () => {
  test('the active card is centred at every width, between 1200 and 1399 px too', async ({ page, messages }) => {
    test.slow(); // six widths on a shared 2-core machine
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const width of [375, 992, 1200, 1300, 1399, 1400]) {
      await page.setViewportSize({ width, height: 900 });
      const { slider } = await openSlider(page, messages);
      expect(await activeOffCentre(slider), `${width} px`).toBeLessThan(2);
    }
  });

  for (const { width, perView } of widths) {
    test(`${perView} card(s) per view at ${width} px, the same whole ones before and after Swiper starts`, { tag: ONE_EDITION }, async ({ page, messages }) => {
      const problems = watchConsole(page);
      await page.setViewportSize({ width, height: 900 });
      const { slider } = await openSlider(page, messages);
      const total = await slider.getByRole('group').count();
      // The server-rendered first paint shows the first cards from the left; Swiper must start on the same ones.
      expect(await wholeCards(slider)).toEqual(firstLabels(messages, perView, total));
      expect(problems).toEqual([]);
    });
  }

  test('next and previous move it, the pause button stops autoplay and play restarts it', { tag: ONE_EDITION }, async ({ page, messages }) => {
    test.slow(); // waits out the autoplay delay (or loads four widths) on a shared 2-core machine
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 1450, height: 900 });
    const { slider } = await openSlider(page, messages);
    const pause = slider.getByRole('button', { name: message(messages, 'slider.pause') });
    await pause.click();
    const play = slider.getByRole('button', { name: message(messages, 'slider.play') });
    await expect(play).toBeVisible();

    const before = await wholeCards(slider);
    await slider.getByRole('button', { name: message(messages, 'slider.next') }).click();
    await expect.poll(() => wholeCards(slider)).toEqual([...before.slice(1), expect.any(String)]);
    const moved = await wholeCards(slider);
    expect(moved).toHaveLength(5);
    expect(moved[4]).not.toBe(before[4]);

    // Paused: nothing moves for longer than the autoplay delay.
    await page.waitForTimeout(AUTOPLAY_MS + 1500);
    expect(await wholeCards(slider)).toEqual(moved);

    await slider.getByRole('button', { name: message(messages, 'slider.previous') }).click();
    await expect.poll(() => wholeCards(slider)).toEqual(before);

    // Playing again, it advances by itself within one delay.
    await play.click();
    await expect(slider.getByRole('button', { name: message(messages, 'slider.pause') })).toBeVisible();
    await page.mouse.move(0, 0); // autoplay pauses under the mouse
    await expect.poll(() => wholeCards(slider), { timeout: AUTOPLAY_MS + 3000 }).not.toEqual(before);
    expect(problems).toEqual([]);
  });

  test('the arrow keys move it while a card has the focus', { tag: ONE_EDITION }, async ({ page, messages }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 375, height: 900 });
    const { slider } = await openSlider(page, messages);
    const first = await wholeCards(slider);
    await slider.getByRole('group', { name: first[0], exact: true }).getByRole('link').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => wholeCards(slider)).not.toEqual(first);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => wholeCards(slider)).toEqual(first);
  });

  test.describe('with prefers-reduced-motion: reduce', { tag: ONE_EDITION }, () => {
    test.use({ reducedMotion: 'reduce' });

    test('nothing moves by itself and no pause button is offered', async ({ page, messages }) => {
      test.slow(); // waits out the autoplay delay (or loads four widths) on a shared 2-core machine
      const problems = watchConsole(page);
      await page.setViewportSize({ width: 1250, height: 900 });
      const { slider } = await openSlider(page, messages);
      const before = await wholeCards(slider);
      // 4 per view, the middle one centred: 3 whole cards and half a card at each edge.
      expect(before).toHaveLength(3);
      await expect(slider.getByRole('button', { name: message(messages, 'slider.pause') })).toHaveCount(0);
      await page.waitForTimeout(AUTOPLAY_MS * 1.5);
      expect(await wholeCards(slider)).toEqual(before);
      // Still movable by hand.
      await slider.getByRole('button', { name: message(messages, 'slider.next') }).click();
      await expect.poll(() => wholeCards(slider)).not.toEqual(before);
      expect(problems).toEqual([]);
    });
  });

  test('the 404 page shows the slider under its heading', { tag: PER_LANGUAGE }, async ({ page, messages }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 1000, height: 900 });
    const { slider, status } = await openSlider(page, messages, '/une-page-qui-n-existe-pas');
    expect(status).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: message(messages, 'notFound.heading') })).toBeVisible();
    await expect(slider.getByRole('heading', { level: 2, name: message(messages, 'notFound.slider') })).toBeVisible();
    expect(await wholeCards(slider)).toHaveLength(3);
    const link = slider.getByRole('group', { name: (await wholeCards(slider))[0], exact: true }).getByRole('link');
    await expect(link).toHaveAttribute('href', /^\/[a-z0-9-]+$/);
    expect(problems).toEqual([]);
  });
});

test.describe('promotions slider without JavaScript', { tag: ONE_EDITION }, () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered slider already shows its cards at their final size', async ({ page, messages }) => {
    test.slow(); // waits out the autoplay delay (or loads four widths) on a shared 2-core machine
    for (const { width, perView } of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const slider = sliderOf(page, messages);
      await expect(slider).toBeVisible();
      const total = await slider.getByRole('group').count();
      expect(await wholeCards(slider), `${width} px`).toEqual(firstLabels(messages, perView, total));
    }
    // And the row scrolls by itself, so every card stays reachable.
    const first = await wholeCards(sliderOf(page, messages));
    await sliderOf(page, messages)
      .locator('.swiper')
      .evaluate((row) => row.scrollBy({ left: row.clientWidth, behavior: 'instant' }));
    await expect.poll(() => wholeCards(sliderOf(page, messages))).not.toEqual(first);
  });
});
