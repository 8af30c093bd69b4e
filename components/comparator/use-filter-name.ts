'use client';

import { useTranslations } from 'next-intl';
import { durationBandMessage, priceBandMessage } from '@/lib/comparator/labels';
import type { Facets } from '@/lib/api/types/comparator';
import type { ActiveFilter } from '@/lib/comparator/query';

/** The wording of one chosen filter ("Price: up to 300 €"), its value named as the facets name it. */
export function useFilterName(facets: Facets | undefined): (filter: ActiveFilter) => string {
  const t = useTranslations('comparator');
  return (filter) => {
    const group = {
      country: t('country'),
      region: t('region'),
      city: t('city'),
      price: t('price'),
      duration: t('duration'),
      rating: t('rating'),
      last: t('offers'),
      has_discount: t('offers'),
      type_of_stay: t('typeOfStay'),
      datafeed_category: t('datafeedCategory'),
      service_types: t('serviceTypes'),
      partner: t('partner'),
    }[filter.key];
    let value: string;
    switch (filter.key) {
      case 'price':
        value = t(`priceBands.${priceBandMessage[filter.value as keyof typeof priceBandMessage]}`);
        break;
      case 'duration':
        value = t(`durationBands.${durationBandMessage[filter.value as keyof typeof durationBandMessage]}`);
        break;
      case 'rating':
        value = t('ratingValue', { stars: Number(filter.value) });
        break;
      case 'last':
        value = t('last');
        break;
      case 'has_discount':
        value = t('hasDiscount');
        break;
      case 'type_of_stay':
        value = t(`stayTypes.${filter.value as 'all_inclusive'}`);
        break;
      default:
        value = facets?.[filter.key]?.find((f) => f.value === filter.value)?.label ?? filter.value;
    }
    return t('filterValue', { group, value });
  };
}
