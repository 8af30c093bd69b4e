'use client';

import { useId, useEffect, useMemo, useRef, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent } from 'react';
import type { AutoplayOptions, Swiper as SwiperInstance } from 'swiper/types';
// Bundled into the page's stylesheet by Next (a file under 'self'): Swiper itself never injects <style>, which the nonce CSP would block.
import 'swiper/css';
import 'swiper/css/a11y';
import { prefersReducedMotion, subscribeReducedMotion } from './reduced-motion';
import { SlideCard } from './SlideCard';
import { AUTOPLAY_DELAY_MS, SLIDE_SPEED_MS, sliderBreakpoints, startsHalfACardIn } from './slider-config';
import type { SliderCard, SliderLabels } from './slider-types';
import { SliderControls } from './SliderControls';
import styles from './PromotionsSlider.module.css';
import { whenIdle } from './when-idle';

const AUTOPLAY: AutoplayOptions = { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true };

const slideLabel = (template: string, index: number, count: number) =>
  template.replace('{{index}}', String(index + 1)).replace('{{slidesLength}}', String(count));

/**
 * The promotions carousel on Swiper. The server renders the final markup (slides sized by CSS at each
 * breakpoint, Swiper's own classes); Swiper is fetched and takes that markup over once the browser is idle, without
 * moving anything. Its hundred kilobytes of script then never delay the page's first paint, and until it runs the
 * row scrolls natively. Autoplay stops for good under
 * `prefers-reduced-motion`, on the pause button (WCAG 2.2.2), and while keyboard focus is inside the slides;
 * it also pauses under the mouse.
 */
export function PromotionsSwiper({ title, cards, labels }: { title: string; cards: SliderCard[]; labels: SliderLabels }) {
  const headingId = useId();
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // A ref, not state: Swiper's instance is mutable by design (params, autoplay), and React must not treat it as state.
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [ready, setReady] = useState(false);
  const [paused, setPaused] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [locked, setLocked] = useState(false);
  // The server cannot know the visitor's setting: it renders the usual (autoplaying) controls, corrected on hydration.
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const autoplaying = !reducedMotion && !paused && !focusInside && !locked;

  // Memoised: Swiper is built once with them, and again only if the cards or the texts change.
  const breakpoints = useMemo(() => sliderBreakpoints(cards.length), [cards.length]);
  const a11y = useMemo(
    () => ({
      prevSlideMessage: labels.previous,
      nextSlideMessage: labels.next,
      firstSlideMessage: labels.firstSlide,
      lastSlideMessage: labels.lastSlide,
      itemRoleDescriptionMessage: labels.slide,
      slideLabelMessage: labels.slideLabel,
    }),
    [labels],
  );

  useEffect(() => {
    const swiper = swiperRef.current;
    if (!ready || !swiper || swiper.destroyed) return;
    swiper.params.speed = reducedMotion ? 0 : SLIDE_SPEED_MS;
    if (autoplaying && !swiper.autoplay.running) swiper.autoplay.start();
    else if (!autoplaying && swiper.autoplay.running) swiper.autoplay.stop();
    // The a11y module sets the wrapper's live region once, at init: keep announcing changes only when they are not automatic.
    swiper.wrapperEl.setAttribute('aria-live', autoplaying ? 'off' : 'polite');
  }, [ready, autoplaying, reducedMotion]);

  const viewportRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let swiper: SwiperInstance | null = null;
    let cancelled = false;
    const cancelIdle = whenIdle(async () => {
      const [{ default: Swiper }, { A11y, Autoplay, Navigation }] = await Promise.all([import('swiper'), import('swiper/modules')]);
      const el = viewportRef.current?.firstElementChild as HTMLElement | null | undefined;
      if (cancelled || !el) return;
      // Before Swiper, the row scrolls natively; Swiper positions by transform from 0.
      el.scrollLeft = 0;
      swiper = new Swiper(el, {
        modules: [A11y, Autoplay, Navigation],
        slidesPerView: 1,
        spaceBetween: 0,
        speed: SLIDE_SPEED_MS,
        watchSlidesProgress: true,
        centerInsufficientSlides: true,
        breakpoints,
        autoplay: AUTOPLAY,
        // The buttons are ours: rendered on the server and labelled in the edition's language.
        navigation: { prevEl: prevRef.current, nextEl: nextRef.current, addIcons: false },
        a11y,
        on: {
          init: (instance) => {
            // Autoplay starts at init; stop it in the same task, before its first delay can run out.
            if (prefersReducedMotion()) {
              instance.autoplay.stop();
              instance.params.speed = 0;
            }
            swiperRef.current = instance;
            setLocked(instance.isLocked);
            setReady(true);
          },
          lock: () => setLocked(true),
          unlock: () => setLocked(false),
        },
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      swiper?.destroy(true, true);
      swiperRef.current = null;
    };
  }, [breakpoints, a11y]);

  // Arrow keys move the slider while focus is in it, and only then: Swiper's keyboard module listens on the whole document.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const swiper = swiperRef.current;
    if (!swiper || swiper.destroyed || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowLeft') swiper.slidePrev();
    else if (event.key === 'ArrowRight') swiper.slideNext();
    else return;
    event.preventDefault();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  return (
    <section className={styles.root} aria-labelledby={headingId} aria-roledescription={labels.carousel} onKeyDown={onKeyDown}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {/* Useless until Swiper runs (and without JavaScript), or when every card fits: hidden, their place kept. */}
        <SliderControls
          inactive={!ready || locked}
          reducedMotion={reducedMotion}
          paused={paused}
          onTogglePause={() => setPaused((value) => !value)}
          prevRef={prevRef}
          nextRef={nextRef}
          labels={labels}
        />
      </div>
      <div ref={viewportRef} className={styles.viewport} onFocus={() => setFocusInside(true)} onBlur={onBlur}>
        <div className={`swiper ${styles.swiper}${startsHalfACardIn(cards.length) ? ` ${styles.halfCardIn}` : ''}`}>
          <div className="swiper-wrapper">
            {cards.map((card, index) => (
              // The a11y module sets the same role and labels at init; rendering them too makes them right before it runs.
              <div
                key={card.id}
                className={`swiper-slide ${styles.slide}`}
                role="group"
                aria-roledescription={labels.slide}
                aria-label={slideLabel(labels.slideLabel, index, cards.length)}
              >
                <SlideCard card={card} exclusive={labels.exclusive} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
