import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Promotion } from '@/lib/api/types/promotions';
import type { EditionId } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import type { SliderCard, SliderLabels } from './slider-types';
import { PromotionsSwiper } from './PromotionsSwiper';
import { storeLogo } from '@/lib/store-logo';

/**
 * The promotions slider: a titled carousel of cards (store name, title, a button to the store page, logo or
 * a default icon, background image or a stub), shown only with items. This server part resolves the cards and
 * the edition's texts; PromotionsSwiper renders them and drives Swiper in the browser.
 */
export async function PromotionsSlider({ edition, title, promotions }: { edition: EditionId; title: string; promotions: Promotion[] }) {
  const slides = await sliderSlides(edition, promotions);
  return slides && <PromotionsSwiper title={title} cards={slides.cards} labels={slides.labels} />;
}

/**
 * The cards and texts of a slider, made once per request: the home page's slider and the 404 view that every
 * page carries for client-side navigation then hand the browser the same objects, which the page's payload
 * writes once.
 */
const sliderSlides = cache(async (edition: EditionId, promotions: Promotion[]) => {
  // A card is a link to its store: a promotion without one has nowhere to send the visitor.
  const withStore = promotions.filter((p) => p.stores.length > 0);
  if (withStore.length === 0) return null;
  const [t, tp] = await Promise.all([getTranslations('slider'), getTranslations('promotions')]);
  const cards: SliderCard[] = withStore.map((promotion) => {
    const store = promotion.stores[0];
    return {
      id: promotion.id,
      storeName: store.name,
      title: promotion.title,
      exclusive: promotion.is_exclusive,
      href: entityPath(edition, 'store', [store.slug]),
      linkLabel: tp('seeStore', { store: store.name }),
      logo: storeLogo(store.icon),
      image: promotion.slider_image || null,
    };
  });
  const labels: SliderLabels = {
    previous: t('previous'),
    next: t('next'),
    pause: t('pause'),
    play: t('play'),
    carousel: t('carousel'),
    slide: t('slide'),
    // Swiper fills its own {{placeholders}} in at run time; ICU would reject the double braces in the messages file.
    slideLabel: t('slideLabel', { index: '{{index}}', count: '{{slidesLength}}' }),
    firstSlide: t('firstSlide'),
    lastSlide: t('lastSlide'),
    exclusive: tp('exclusive'),
  };
  return { cards, labels };
});
