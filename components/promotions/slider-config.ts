import type { SwiperOptions } from 'swiper/types';

/**
 * 1 card on phones, 3 from 992 px, 4 from 1200 px, 5 from 1400 px. PromotionsSlider.module.css
 * sizes the server-rendered slides with the same widths, so keep the two in step.
 */
const SLIDER_BREAKPOINTS = [
  { minWidth: 0, perView: 1 },
  { minWidth: 992, perView: 3 },
  { minWidth: 1200, perView: 4 },
  { minWidth: 1400, perView: 5 },
] as const;

/** Long enough to read a card's title and store name (WCAG 2.2.2 still needs the pause button). */
export const AUTOPLAY_DELAY_MS = 5000;
export const SLIDE_SPEED_MS = 450;

export interface BreakpointLayout {
  slidesPerView: number;
  loop: boolean;
  centeredSlides: boolean;
  centeredSlidesBounds: boolean;
  initialSlide: number;
}

/**
 * How `count` cards sit at `perView` cards per view.
 *
 * - Loop only with at least two views' worth of cards: below that Swiper's loop has too few slides to move
 *   around and warns or jumps, so the slider simply stops at both ends.
 * - Centred whenever more cards than fit: the active card sits in the middle at every width. With 4 per view
 *   that leaves half a card at each edge (3 whole ones between them), which says there is more to see; with
 *   everything in view there is nothing to centre (`centerInsufficientSlides` centres the group instead).
 * - The initial slide is the middle one of the first view, so the initialised slider shows the same cards
 *   in the same places as the server-rendered first paint: no jump at hydration. With an even number per view
 *   the first paint is shifted by half a card to match (`startsHalfACardIn`).
 */
export function breakpointLayout(count: number, perView: number): BreakpointLayout {
  const centeredSlides = count > perView;
  const loop = count >= perView * 2;
  return {
    slidesPerView: perView,
    loop,
    centeredSlides,
    // Without a loop, bounds keep the first and last cards against the edges instead of leaving gaps.
    centeredSlidesBounds: centeredSlides && !loop,
    initialSlide: centeredSlides ? Math.floor(perView / 2) : 0,
  };
}

/** The one breakpoint with an even number of cards per view: from 1200 px up to the next one. */
const EVEN_PER_VIEW = 4;

/**
 * Whether the first paint between 1200 and 1399 px must start half a card in (PromotionsSlider.module.css's
 * `halfCardIn`): Swiper centres the middle card there, half a card from where a left-aligned row has it. A
 * slider without a loop keeps its first card against the edge (`centeredSlidesBounds`), as the row does.
 */
export function startsHalfACardIn(count: number): boolean {
  const layout = breakpointLayout(count, EVEN_PER_VIEW);
  return layout.centeredSlides && !layout.centeredSlidesBounds;
}

/** Swiper's `breakpoints` option (window widths, matched with `min-width` media queries as in the CSS). */
export function sliderBreakpoints(count: number): NonNullable<SwiperOptions['breakpoints']> {
  return Object.fromEntries(SLIDER_BREAKPOINTS.map(({ minWidth, perView }) => [minWidth, breakpointLayout(count, perView)]));
}
