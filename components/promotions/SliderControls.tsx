import type { RefObject } from 'react';
import type { SliderLabels } from './slider-types';
import styles from './PromotionsSlider.module.css';

/**
 * The slider's buttons: pause or play (none under reduced motion), previous and next. Swiper takes the arrows
 * over through their refs.
 */
export function SliderControls({
  inactive,
  reducedMotion,
  paused,
  onTogglePause,
  prevRef,
  nextRef,
  labels,
}: {
  /** Swiper does not run yet, or every card fits: hidden, their place kept. */
  inactive: boolean;
  reducedMotion: boolean;
  paused: boolean;
  onTogglePause: () => void;
  prevRef: RefObject<HTMLButtonElement | null>;
  nextRef: RefObject<HTMLButtonElement | null>;
  labels: Pick<SliderLabels, 'play' | 'pause' | 'previous' | 'next'>;
}) {
  return (
    <div className={styles.controls} data-inactive={inactive || undefined}>
      {reducedMotion ? (
        // Its place stays empty so the heading beside it does not reflow after hydration.
        <span className={styles.controlSpace} aria-hidden="true" />
      ) : (
        <button
          type="button"
          className={styles.control}
          aria-label={paused ? labels.play : labels.pause}
          title={paused ? labels.play : labels.pause}
          onClick={onTogglePause}
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
