'use client';

import dynamic from 'next/dynamic';

/**
 * Swiper (about 30 KB of gzipped script) loads only on the pages that show a slider. The 404 view, which has
 * one, is a boundary of every page's layout: a static import would ship Swiper to every page. Still rendered
 * on the server, so the cards are in the HTML as before.
 */
export const PromotionsSwiperLazy = dynamic(() => import('./PromotionsSwiper').then((m) => m.PromotionsSwiper));
