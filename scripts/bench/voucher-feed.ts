// A merchant-style JSON voucher feed for the import benchmark: deterministic (the seed's Random), in French, a few
// hundred advertisers with a Zipf-like share each (a few with thousands of codes, most with a handful), and the
// column mapping that reads it.
import type { FeedMappingInput } from '@/lib/schemas/feed-mapping';
import { slugify } from '@/lib/slug';
import { countries } from '@/server/db/seed/destinations/world';
import { zipfSpread } from '@/server/db/seed/catalogue/promotion-counts';
import { Random } from '@/server/db/seed/random';

export interface Advertiser {
  id: string;
  name: string;
}

export interface FeedVoucher {
  id: string;
  advertiser: Advertiser;
  title: string;
  description: string;
  terms: string;
  code: string | null;
  starts_at: string;
  ends_at: string | null;
  tracking_url: string;
  landing_url: string;
  discount: { value: number; unit: string } | null;
  exclusive: boolean;
}

/** How the generic JSON adapter reads the feed below. */
export const voucherFeedMapping: FeedMappingInput = {
  items_path: 'vouchers',
  offer_id: 'id',
  title: 'title',
  tracking_url: 'tracking_url',
  advertiser_id: 'advertiser.id',
  advertiser_name: 'advertiser.name',
  code: 'code',
  description: 'description',
  terms: 'terms',
  starts_at: 'starts_at',
  ends_at: 'ends_at',
  landing_url: 'landing_url',
  discount_value: 'discount.value',
  discount_unit: 'discount.unit',
  exclusive: 'exclusive',
  date_format: 'iso',
  time_zone: 'Europe/Brussels',
};

const DAY = 86_400_000;

/** Places in French with their preposition ("en Crète", "aux Canaries"), for the titles. */
const PLACES = countries.flatMap((country) => [country.frIn, ...country.regions.map((region) => region.frIn)]);
const WHAT = ['les séjours', 'les vols', 'les hôtels', 'les locations de vacances', 'les circuits', 'les city trips', 'les campings', 'les croisières'];
const CODE_WORDS = ['ETE', 'SOLEIL', 'VACANCES', 'EVASION', 'PROMO', 'FLASH', 'HIVER', 'PRINTEMPS', 'BONPLAN', 'WEEKEND'];

function titleOf(r: Random, value: number, unit: string): string {
  const place = r.pick(PLACES);
  const what = r.pick(WHAT);
  if (unit === 'percent') {
    return r.pick([
      `-${value} % sur ${what} ${place}`,
      `Jusqu'à -${value} % sur ${what}`,
      `-${value} % sur votre première réservation`,
      `Vente flash : -${value} % ${place}`,
    ]);
  }
  return r.pick([`${value} € offerts sur ${what} ${place}`, `${value} € de réduction dès ${value * 10} € d'achat`, `Bon de ${value} € sur ${what}`]);
}

/**
 * `count` vouchers over `advertisers`, the first advertiser the largest. Dates are relative to `now`: most end within
 * four months, some have no end date.
 */
export function buildVoucherFeed(advertisers: Advertiser[], count: number, now: Date, seed = 20261128): FeedVoucher[] {
  const r = new Random(seed);
  const shares = zipfSpread(count, advertisers.length);
  const out: FeedVoucher[] = [];
  advertisers.forEach((advertiser, a) => {
    const host = `www.${slugify(advertiser.name)}.example`;
    for (let i = 0; i < shares[a]; i++) {
      const id = `V${advertiser.id}-${i + 1}`;
      const percent = r.chance(0.65);
      const value = percent ? r.pick([5, 10, 12, 15, 20, 25, 30, 40, 50]) : r.pick([10, 15, 20, 25, 30, 50, 75, 100]);
      const unit = percent ? 'percent' : 'EUR';
      const hasCode = r.chance(0.55);
      const starts = new Date(now.getTime() - r.int(0, 60) * DAY);
      const ends = r.chance(0.15) ? null : new Date(now.getTime() + r.int(3, 120) * DAY);
      out.push({
        id,
        advertiser,
        title: titleOf(r, value, unit),
        description: `<p>Profitez de cette offre ${advertiser.name} valable sur le site officiel. Réservez vite : le nombre de places est limité.</p>`,
        terms: r.pick(['Non cumulable avec d’autres offres.', 'Valable une fois par client.', 'Hors frais de dossier et taxes.', '']),
        code: hasCode ? `${r.pick(CODE_WORDS)}${value}` : null,
        starts_at: starts.toISOString(),
        ends_at: ends ? ends.toISOString() : null,
        tracking_url: `https://track.network.example/click?adv=${advertiser.id}&offer=${encodeURIComponent(id)}`,
        landing_url: `https://${host}/offres/${encodeURIComponent(id.toLowerCase())}`,
        discount: { value, unit },
        exclusive: r.chance(0.05),
      });
    }
  });
  return out;
}

/** The same feed with one voucher in `every` changed, as a network's daily update changes a few: a new end date and title. */
export function changeSome(vouchers: FeedVoucher[], every: number): { vouchers: FeedVoucher[]; changed: number } {
  let changed = 0;
  const next = vouchers.map((voucher, i) => {
    if (i % every !== 0) return voucher;
    changed += 1;
    const ends = new Date((voucher.ends_at ? Date.parse(voucher.ends_at) : Date.now()) + 7 * DAY).toISOString();
    return { ...voucher, title: `${voucher.title} (prolongée)`, ends_at: ends };
  });
  return { vouchers: next, changed };
}

export const feedBody = (vouchers: FeedVoucher[]): string => JSON.stringify({ generated_at: new Date().toISOString(), vouchers });
