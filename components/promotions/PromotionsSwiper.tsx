'use client';

import { useId, useEffect, useMemo, useRef, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent } from 'react';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { AutoplayOptions, NavigationOptions, Swiper as SwiperInstance } from 'swiper/types';
// Bundled into the page's stylesheet by Next (a file under 'self'): Swiper itself never injects <style>, which the nonce CSP would block.
import 'swiper/css';
import 'swiper/css/a11y';
import { prefersReducedMotion, subscribeReducedMotion } from './reduced-motion';
import { SlideCard } from './SlideCard';
import { AUTOPLAY_DELAY_MS, SLIDE_SPEED_MS, sliderBreakpoints } from './slider-config';
import type { SliderCard, SliderLabels } from './slider-types';
import { SliderControls } from './SliderControls';
import styles from './PromotionsSlider.module.css';

const MODULES = [A11y, Autoplay, Navigation];
// The buttons are ours (rendered on the server, labelled in the edition's language); onBeforeInit hands them over.
const NAVIGATION: NavigationOptions = { prevEl: null, nextEl: null, addIcons: false };
const AUTOPLAY: AutoplayOptions = { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true };

const slideLabel = (template: string, index: number, count: number) =>
  template.replace('{{index}}', String(index + 1)).replace('{{slidesLength}}', String(count));

/**
 * The promotions carousel on Swiper. The server renders the final markup (slides sized by CSS at each
 * breakpoint), Swiper takes it over on hydration without moving anything. Autoplay stops for good under
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

  // Memoised: swiper/react compares these options on every render and re-applies the ones that changed.
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

  const beforeInit = (instance: SwiperInstance) => {
    // Before Swiper, the row scrolls natively (no JavaScript yet, or none at all); Swiper positions by transform from 0.
    instance.el.scrollLeft = 0;
    for (const params of [instance.params, instance.originalParams]) {
      if (typeof params.navigation === 'object') {
        params.navigation.prevEl = prevRef.current;
        params.navigation.nextEl = nextRef.current;
      }
    }
  };

  const takeOver = (instance: SwiperInstance) => {
    // Autoplay starts at init; stop it in the same task, before its first delay can run out.
    if (prefersReducedMotion()) {
      instance.autoplay.stop();
      instance.params.speed = 0;
    }
    swiperRef.current = instance;
    setLocked(instance.isLocked);
    setReady(true);
  };

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
      <div className={styles.viewport} onFocus={() => setFocusInside(true)} onBlur={onBlur}>
        <Swiper
          className={styles.swiper}
          modules={MODULES}
          slidesPerView={1}
          spaceBetween={0}
          speed={SLIDE_SPEED_MS}
          watchSlidesProgress
          centerInsufficientSlides
          breakpoints={breakpoints}
          autoplay={AUTOPLAY}
          navigation={NAVIGATION}
          a11y={a11y}
          onBeforeInit={beforeInit}
          onSwiper={takeOver}
          onLock={() => setLocked(true)}
          onUnlock={() => setLocked(false)}
        >
          {cards.map((card, index) => (
            // The a11y module sets the same role and labels at init; rendering them too makes them right before hydration.
            <SwiperSlide
              key={card.id}
              className={styles.slide}
              role="group"
              aria-roledescription={labels.slide}
              aria-label={slideLabel(labels.slideLabel, index, cards.length)}
            >
              <SlideCard card={card} exclusive={labels.exclusive} />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </section>
  );
}
