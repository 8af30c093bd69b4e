'use client';

import Link from 'next/link';
import { useId, useEffect, useMemo, useRef, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent } from 'react';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { AutoplayOptions, NavigationOptions, Swiper as SwiperInstance } from 'swiper/types';
// Bundled into the page's stylesheet by Next (a file under 'self'): Swiper itself never injects <style>, which the nonce CSP would block.
import 'swiper/css';
import 'swiper/css/a11y';
import { AUTOPLAY_DELAY_MS, SLIDE_SPEED_MS, sliderBreakpoints } from './slider-config';
import styles from './PromotionsSlider.module.css';

/** One card, already resolved on the server (paths, fallbacks, texts): plain data crossing into the client. */
export interface SliderCard {
  id: number;
  storeName: string;
  title: string;
  exclusive: boolean;
  href: string;
  linkLabel: string;
  logo: string;
  image: string | null;
}

/** The `slider` messages; `slideLabel` keeps Swiper's `{{index}}` and `{{slidesLength}}` placeholders. */
export interface SliderLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  carousel: string;
  slide: string;
  slideLabel: string;
  firstSlide: string;
  lastSlide: string;
  exclusive: string;
}

const MODULES = [A11y, Autoplay, Navigation];
// The buttons are ours (rendered on the server, labelled in the edition's language); onBeforeInit hands them over.
const NAVIGATION: NavigationOptions = { prevEl: null, nextEl: null, addIcons: false };
const AUTOPLAY: AutoplayOptions = { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true };

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

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
        <div className={styles.controls} data-inactive={!ready || locked || undefined}>
          {reducedMotion ? (
            // Its place stays empty so the heading beside it does not reflow after hydration.
            <span className={styles.controlSpace} aria-hidden="true" />
          ) : (
            <button
              type="button"
              className={styles.control}
              aria-label={paused ? labels.play : labels.pause}
              title={paused ? labels.play : labels.pause}
              onClick={() => setPaused((value) => !value)}
            >
              {paused ? <PlayIcon /> : <PauseIcon />}
            </button>
          )}
          <button ref={prevRef} type="button" className={styles.control} aria-label={labels.previous} title={labels.previous}>
            <ArrowIcon direction="previous" />
          </button>
          <button ref={nextRef} type="button" className={styles.control} aria-label={labels.next} title={labels.next}>
            <ArrowIcon direction="next" />
          </button>
        </div>
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
              <Card card={card} exclusive={labels.exclusive} />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </section>
  );
}

function Card({ card, exclusive }: { card: SliderCard; exclusive: string }) {
  return (
    <div className={styles.card}>
      <div className={styles.media}>
        {card.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- SVG artwork from the CMS, sized by CSS
          <img className={styles.image} src={card.image} alt="" width={320} height={140} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.stub} aria-hidden="true" />
        )}
        <span className={styles.logo}>
          {/* eslint-disable-next-line @next/next/no-img-element -- SVG store logos */}
          <img src={card.logo} alt="" width={56} height={56} loading="lazy" decoding="async" />
        </span>
      </div>
      <div className={styles.body}>
        <p className={styles.store}>{card.storeName}</p>
        <h3 className={styles.title}>
          {card.exclusive && <span className={styles.badge}>{exclusive}</span>} {card.title}
        </h3>
        <Link href={card.href} className="button">
          {card.linkLabel}
        </Link>
      </div>
    </div>
  );
}

function PauseIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" fill="currentColor" />
    </svg>
  );
}

function ArrowIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
