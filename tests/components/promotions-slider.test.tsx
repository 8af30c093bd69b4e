import { act, render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PromotionsSlider } from '@/components/promotions/PromotionsSlider';
import { AUTOPLAY_DELAY_MS, breakpointLayout, sliderBreakpoints, startsHalfACardIn } from '@/components/promotions/slider-config';
import type { Promotion } from '@/lib/api/types/promotions';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

// The server part reads the edition's messages with getTranslations; here the French ones (or Dutch, per test).
const locale: { messages: typeof fr; name: 'fr-BE' | 'nl-BE' } = { messages: fr, name: 'fr-BE' };
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'slider' | 'promotions') => createTranslator({ locale: locale.name, messages: locale.messages, namespace }),
}));

/** matchMedia as the browser answers it: a window `width` wide, with or without reduced motion. */
function stubMatchMedia({ width, reducedMotion }: { width: number; reducedMotion: boolean }) {
  window.matchMedia = (query: string) => {
    const minWidth = /\(min-width:\s*(\d+)px\)/.exec(query);
    const matches = minWidth ? width >= Number(minWidth[1]) : query.includes('prefers-reduced-motion: reduce') ? reducedMotion : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

// jsdom lays nothing out; Swiper measures its container to place the slides.
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1000 });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
});
afterEach(() => {
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
  vi.useRealTimers();
  locale.messages = fr;
  locale.name = 'fr-BE';
});

function promotion(id: number, overrides: Partial<Promotion> = {}): Promotion {
  return {
    id,
    title: `Offre ${id}`,
    link: `https://shop${id}.example/`,
    offer: null,
    description: null,
    condition: null,
    kind: 'offer',
    is_exclusive: false,
    slider_image: `/banners/${id}.svg`,
    expires_at: null,
    is_expired: false,
    used_count: 0,
    used_today_count: 0,
    time_of_using: null,
    stores: [{ id: 100 + id, name: `Boutique ${id}`, slug: `boutique-${id}`, icon: `/logos/stores/boutique-${id}.svg` }],
    coupon: null,
    ...overrides,
  };
}

const twelve = () => Array.from({ length: 12 }, (_, i) => promotion(i + 1));

async function renderSlider(promotions: Promotion[], title = 'Les bons plans du moment') {
  const element = await PromotionsSlider({ edition: 'fr-be', title, promotions });
  return render(<>{element}</>);
}

/** Swiper is fetched once the browser is idle: let that moment come, and its import settle. */
async function swiperStarted(container: HTMLElement) {
  for (let i = 0; i < 100 && !container.querySelector('.swiper-initialized'); i++) {
    await act(async () => {
      if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(5);
      else await new Promise((resolve) => setTimeout(resolve, 5));
    });
  }
  expect(container.querySelector('.swiper-initialized')).not.toBeNull();
}

/** jsdom runs no CSS transitions: end Swiper's slide animation by hand, or it refuses the next move. */
const finishTransition = (container: HTMLElement) =>
  act(async () => {
    container.querySelector('.swiper-wrapper')?.dispatchEvent(new Event('transitionend'));
  });

/** The card Swiper shows as active, by its position label ("3 sur 12"). */
const activeLabel = (container: HTMLElement) => container.querySelector('.swiper-slide-active')?.getAttribute('aria-label');

describe('PromotionsSlider', () => {
  it('renders nothing without promotions, or without any that has a store', async () => {
    stubMatchMedia({ width: 375, reducedMotion: false });
    expect(await PromotionsSlider({ edition: 'fr-be', title: 'Titre', promotions: [] })).toBeNull();
    expect(await PromotionsSlider({ edition: 'fr-be', title: 'Titre', promotions: [promotion(1, { stores: [] })] })).toBeNull();
  });

  it('shows a titled carousel whose cards carry store, title, exclusive badge, store link, logo and image', async () => {
    stubMatchMedia({ width: 375, reducedMotion: false });
    const promotions = [
      promotion(1, { title: '-20 % sur les séjours', is_exclusive: true }),
      promotion(2, { slider_image: null, stores: [{ id: 7, name: 'Sans Logo', slug: 'sans-logo', icon: null }] }),
      promotion(3),
    ];
    const { container } = await renderSlider(promotions);
    const region = screen.getByRole('region', { name: 'Les bons plans du moment' });
    expect(region.getAttribute('aria-roledescription')).toBe('carrousel');
    expect(within(region).getByRole('heading', { level: 2, name: 'Les bons plans du moment' })).toBeTruthy();

    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(3);
    const first = slides.find((slide) => within(slide).queryByText('Boutique 1'))!;
    expect(first.getAttribute('aria-roledescription')).toBe('diapositive');
    expect(first.getAttribute('aria-label')).toBe('1 sur 3');
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe('Exclusif -20 % sur les séjours');
    expect(within(first).getByRole('link', { name: 'Voir Boutique 1' }).getAttribute('href')).toBe('/boutique-1');
    const firstImages = [...first.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(firstImages).toEqual(['/banners/1.svg', '/logos/stores/boutique-1.svg']);

    const second = slides.find((slide) => within(slide).queryByText('Sans Logo'))!;
    expect(within(second).queryByText('Exclusif')).toBeNull();
    expect(within(second).getByRole('link', { name: 'Voir Sans Logo' }).getAttribute('href')).toBe('/sans-logo');
    // No image: the stub scene stands in; no logo: the default icon.
    expect([...second.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/logos/default-store.svg']);
    expect(second.querySelector('[aria-hidden="true"]')).not.toBeNull();

    // Images below the first paint wait for the browser's lazy loading.
    for (const img of container.querySelectorAll('img')) expect(img.getAttribute('loading')).toBe('lazy');

    // Swiper waits for the browser to be idle: until then the server's markup stands, its buttons hidden.
    expect(container.querySelector('.swiper-initialized')).toBeNull();
    expect(container.querySelector('[data-inactive]')).not.toBeNull();
    await swiperStarted(container);
    expect(within(region).getAllByRole('group')).toHaveLength(3);
  });

  it('labels its controls and slides in the edition language, never with Swiper’s English defaults', async () => {
    stubMatchMedia({ width: 375, reducedMotion: false });
    locale.messages = nl;
    locale.name = 'nl-BE';
    const { container } = await renderSlider(twelve(), 'De deals van het moment');
    await swiperStarted(container);
    const region = screen.getByRole('region', { name: 'De deals van het moment' });
    expect(within(region).getByRole('button', { name: 'Vorige dia' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Volgende dia' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Automatisch doorschuiven pauzeren' })).toBeTruthy();
    const labels = within(region)
      .getAllByRole('group')
      .map((slide) => slide.getAttribute('aria-label'));
    expect(labels).toContain('1 van 12');
    expect(region.innerHTML).not.toMatch(/Next slide|Previous slide|This is the (first|last) slide/);
  });

  it('autoplays, and the pause button stops and restarts it', async () => {
    vi.useFakeTimers();
    stubMatchMedia({ width: 375, reducedMotion: false });
    const { container } = await renderSlider(twelve());
    await swiperStarted(container);
    const start = activeLabel(container);
    expect(start).toBe('1 sur 12');

    await act(async () => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS + 100));
    expect(activeLabel(container)).toBe('2 sur 12');
    await finishTransition(container);

    const pause = screen.getByRole('button', { name: 'Mettre en pause le défilement' });
    await act(async () => pause.click());
    const play = screen.getByRole('button', { name: 'Reprendre le défilement' });
    expect(play).toBe(pause);
    const pausedAt = activeLabel(container);
    await act(async () => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS * 3));
    expect(activeLabel(container)).toBe(pausedAt);
    // Changes are announced once they are no longer automatic.
    expect(container.querySelector('.swiper-wrapper')?.getAttribute('aria-live')).toBe('polite');

    await act(async () => play.click());
    expect(screen.getByRole('button', { name: 'Mettre en pause le défilement' })).toBe(pause);
    expect(container.querySelector('.swiper-wrapper')?.getAttribute('aria-live')).toBe('off');
    await act(async () => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS + 100));
    expect(activeLabel(container)).not.toBe(pausedAt);
  });

  it('never autoplays under prefers-reduced-motion, and offers no pause button then', async () => {
    vi.useFakeTimers();
    stubMatchMedia({ width: 375, reducedMotion: true });
    const { container } = await renderSlider(twelve());
    await swiperStarted(container);
    const start = activeLabel(container);
    await act(async () => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS * 4));
    expect(activeLabel(container)).toBe(start);
    expect(screen.queryByRole('button', { name: 'Mettre en pause le défilement' })).toBeNull();
    expect(container.querySelector('.swiper-wrapper')?.getAttribute('aria-live')).toBe('polite');

    // The visitor can still move it by hand.
    await act(async () => screen.getByRole('button', { name: 'Diapositive suivante' }).click());
    expect(activeLabel(container)).toBe('2 sur 12');
  });

  it('moves with the arrow keys while focus is inside it', async () => {
    stubMatchMedia({ width: 375, reducedMotion: true });
    const { container } = await renderSlider(twelve());
    await swiperStarted(container);
    const link = screen.getByRole('link', { name: 'Voir Boutique 1' });
    await act(async () => link.focus());
    await act(async () => {
      link.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(activeLabel(container)).toBe('2 sur 12');
    await act(async () => {
      link.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    });
    expect(activeLabel(container)).toBe('1 sur 12');
  });
});

describe('slider layout per breakpoint', () => {
  it('shows 1/3/4/5 cards, centred at every width, looping only with two views of cards', () => {
    const bp = sliderBreakpoints(12);
    expect(Object.keys(bp).map(Number)).toEqual([0, 992, 1200, 1400]);
    expect([0, 992, 1200, 1400].map((w) => bp[w].slidesPerView)).toEqual([1, 3, 4, 5]);
    expect(bp[1400]).toMatchObject({ loop: true, centeredSlides: true, initialSlide: 2 });
    // Between 1200 and 1399 px too: the active card is in the middle, half a card showing at each edge.
    expect(bp[1200]).toMatchObject({ loop: true, centeredSlides: true, centeredSlidesBounds: false, initialSlide: 2 });
    expect(bp[992]).toMatchObject({ loop: true, centeredSlides: true, initialSlide: 1 });
  });

  it('turns the loop off with too few cards, and centring off when all of them fit', () => {
    expect(breakpointLayout(7, 5)).toMatchObject({ loop: false, centeredSlides: true, centeredSlidesBounds: true });
    expect(breakpointLayout(5, 5)).toMatchObject({ loop: false, centeredSlides: false, initialSlide: 0 });
    expect(breakpointLayout(2, 3)).toMatchObject({ loop: false, centeredSlides: false });
    expect(breakpointLayout(1, 1)).toMatchObject({ loop: false, centeredSlides: false });
    expect(breakpointLayout(2, 1)).toMatchObject({ loop: true, centeredSlides: true, centeredSlidesBounds: false });
    expect(breakpointLayout(6, 4)).toMatchObject({ loop: false, centeredSlides: true, centeredSlidesBounds: true });
  });

  it('starts the first paint half a card in where Swiper centres 4 cards freely', () => {
    expect(startsHalfACardIn(12)).toBe(true);
    expect(startsHalfACardIn(8)).toBe(true);
    // Without a loop the first card stays against the edge, as in the left-aligned row.
    expect(startsHalfACardIn(6)).toBe(false);
    expect(startsHalfACardIn(4)).toBe(false);
  });
});
