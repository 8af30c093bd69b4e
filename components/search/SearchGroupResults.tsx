import { getFormatter, getTranslations } from 'next-intl/server';
import { PromotionGrid } from '@/components/promotions/PromotionCard';
import type { SearchGroup } from '@/lib/api/types/search';
import type { Edition } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import { Highlight } from './Highlight';
import { HitList, type Hit } from './HitList';
import { storeLogo } from '@/lib/store-logo';

/** An excerpt short enough for a result row, cut at a word. */
function shorten(text: string, max = 180): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd()}…`;
}

/** The results of one kind, each with the searched words marked. */
export async function SearchGroupResults({ edition, group, terms }: { edition: Edition; group: SearchGroup; terms: string[] }) {
  const [t, format] = await Promise.all([getTranslations('pages.search'), getFormatter()]);
  const mark = (text: string) => <Highlight text={text} terms={terms} />;
  let hits: Hit[];
  switch (group.kind) {
    case 'promotions':
      return <PromotionGrid edition={edition} promotions={group.results} headingLevel={3} highlight={terms} />;
    case 'stores':
      hits = group.results.map((store) => ({
        key: store.id,
        href: entityPath(edition.id, 'store', [store.slug]),
        title: mark(store.name),
        image: storeLogo(store.icon),
        imageFit: 'contain',
        meta: t('storeCounts', { coupons: store.coupon_counts, offers: store.offer_counts }),
      }));
      break;
    case 'destinations':
      hits = group.results.map((place) => ({
        key: `${place.kind}-${place.id}`,
        href: place.url,
        title: mark(place.name),
        image: place.banner,
        meta: place.country ? t('inCountry', { kind: t(`destinationKinds.${place.kind}`), country: place.country }) : t('destinationKinds.country'),
      }));
      break;
    case 'categories':
      hits = group.results.map((category) => ({
        key: category.id,
        href: category.url,
        title: mark(category.name),
        image: category.icon,
        imageFit: 'contain',
        meta: category.parent ? t('inCategory', { parent: category.parent }) : t('category'),
      }));
      break;
    case 'posts':
      hits = group.results.map((post) => ({
        key: post.id,
        href: post.url,
        title: mark(post.title),
        image: post.image,
        meta: t('postMeta', {
          category: post.category.name,
          date: format.dateTime(new Date(post.published_at), { dateStyle: 'long', timeZone: edition.timeZone }),
        }),
        snippet: post.excerpt ? mark(shorten(post.excerpt)) : undefined,
      }));
      break;
  }
  return <HitList hits={hits} />;
}
