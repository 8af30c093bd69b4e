/**
 * The cross-links between landing pages, set once blog and feed exist: related posts and specific hotels of
 * categories and destinations. Every table is updated in one statement (rows travel as JSON), never per row.
 */
import { sql } from 'drizzle-orm';
import { editionIds, type EditionId } from '@/lib/editions';
import { queryRows } from '../../raw';
import type { SeedContext } from '../context';
import type { Random } from '../random';
import type { BlogSeed, CatalogueSeed, DestinationsSeed } from '../types';

type Post = BlogSeed['posts'][EditionId][number];
export interface LinkRow {
  id: number;
  posts: number[];
  hotels?: number[];
}

/** 3–4 posts per destination: about the place itself first, then about its country or its parts, then general reading. */
export function destinationPosts(
  random: Random,
  edition: EditionId,
  destinations: DestinationsSeed,
  posts: Post[],
): { locations: LinkRow[]; sublocations: LinkRow[] } {
  const about = new Map<string, number[]>();
  const add = (key: string, id: number) => about.set(key, [...(about.get(key) ?? []), id]);
  const countryOfSub = new Map(destinations.sublocations[edition].map((s) => [s.id, s.locationId]));
  for (const post of posts) {
    for (const place of post.places ?? []) {
      add(`${place.kind}:${place.id}`, post.id);
      const country = place.kind === 'sublocation' ? countryOfSub.get(place.id) : undefined;
      if (country !== undefined) add(`country-parts:${country}`, post.id);
    }
  }
  const general = posts.filter((post) => (post.places ?? []).length === 0).map((post) => post.id);
  const pick = (...lists: (number[] | undefined)[]) => {
    const chosen: number[] = [];
    for (const list of lists) {
      for (const id of list ?? []) if (!chosen.includes(id) && chosen.length < 4) chosen.push(id);
    }
    const want = 3 + (random.chance(0.5) ? 1 : 0);
    for (const id of random.sample(general, want)) if (!chosen.includes(id) && chosen.length < want) chosen.push(id);
    return chosen;
  };
  return {
    locations: destinations.locations[edition].map((l) => ({ id: l.id, posts: pick(about.get(`location:${l.id}`), about.get(`country-parts:${l.id}`)) })),
    sublocations: destinations.sublocations[edition].map((s) => ({
      id: s.id,
      posts: pick(about.get(`sublocation:${s.id}`), s.parentId ? about.get(`sublocation:${s.parentId}`) : undefined, about.get(`location:${s.locationId}`)),
    })),
  };
}

/** Words of a catalogue category's slug → words of the slugs of posts and of the feed's categories that fit it. */
const topicHints: { category: string[]; posts: string[]; feed: string[]; stay?: string }[] = [
  { category: ['ski', 'montagne', 'wintersport', 'neige', 'sneeuw', 'berg'], posts: ['ski', 'sports-d-hiver', 'wintersport'], feed: ['chalet'] },
  { category: ['city', 'stedentrip', 'ville', 'weekend', 'week-end'], posts: ['city-trip', 'citytrip', 'week-end', 'weekend'], feed: ['hotel'] },
  { category: ['famil', 'gezin', 'enfant', 'kind', 'park', 'parc'], posts: ['famille', 'enfants', 'gezin', 'kinderen', 'bebe', 'baby'], feed: ['club-de-vacances', 'vakantieclub'] },
  { category: ['camping', 'kamperen', 'tent'], posts: ['famille', 'gezin'], feed: ['camping'] },
  { category: ['croisiere', 'cruise', 'ferry', 'bateau', 'boot'], posts: ['croisiere', 'cruise', 'iles', 'eilanden'], feed: ['croisiere', 'cruise'] },
  { category: ['villa', 'gite', 'location', 'vakantiehuis', 'huur', 'appart'], posts: ['famille', 'gezin'], feed: ['villa', 'appartement'] },
  { category: ['all-inclusive', 'tout-compris', 'sejour', 'reis', 'voyage', 'tour'], posts: ['all-inclusive', 'soleil', 'zon'], feed: [], stay: 'all_inclusive' },
  { category: ['vol', 'vlucht', 'avion', 'aerien', 'luchthaven', 'parking'], posts: ['vols', 'vluchten', 'bagage'], feed: ['hotel'] },
  { category: ['bagage', 'valise', 'koffer', 'luggage'], posts: ['bagage', 'checklist', 'check-list'], feed: [] },
  { category: ['assurance', 'verzekering'], posts: ['assurance', 'annulation', 'annulering'], feed: [] },
  { category: ['hotel', 'hebergement', 'verblijf', 'logement'], posts: ['all-inclusive', 'last-minute', 'lastminute'], feed: ['hotel', 'resort'] },
  { category: ['wellness', 'spa', 'thermes', 'bien-etre'], posts: ['week-end', 'weekend'], feed: ['hotel', 'resort'] },
];

export interface FeedSample {
  id: number;
  edition: string;
  category: string;
  stay: string;
}

/** 3–4 posts and 4–8 offers for each catalogue category, matched on the words of its slug. */
export function categoryLinks(
  random: Random,
  edition: EditionId,
  categories: CatalogueSeed['categories'][EditionId],
  posts: Post[],
  feed: FeedSample[],
): LinkRow[] {
  const mine = feed.filter((f) => f.edition === edition);
  return categories.map((category) => {
    const topic = topicHints.find((t) => t.category.some((word) => category.slug.includes(word)));
    const fitting = topic ? posts.filter((post) => topic.posts.some((word) => post.slug.includes(word))) : [];
    const postCount = random.int(3, 4);
    const chosenPosts = random.sample(fitting, postCount).map((p) => p.id);
    for (const post of random.sample(posts, postCount)) if (chosenPosts.length < postCount && !chosenPosts.includes(post.id)) chosenPosts.push(post.id);
    const offers = topic ? mine.filter((f) => topic.feed.includes(f.category) || (topic.stay !== undefined && f.stay === topic.stay)) : [];
    const hotelCount = random.int(4, 8);
    const hotels = random.sample(offers.length >= hotelCount ? offers : mine, hotelCount).map((f) => f.id);
    return { id: category.id, posts: chosenPosts, hotels };
  });
}

/** Writes every cross-link: one statement per table. */
export async function linkLandingPages(
  ctx: SeedContext,
  random: Random,
  deps: { catalogue: CatalogueSeed; destinations: DestinationsSeed; blog: BlogSeed },
): Promise<void> {
  const feed = await queryRows<FeedSample>(
    ctx.db,
    sql`select p.id, p.edition, pc.slug as category, p.type_of_stay as stay
        from (select id, edition, category_id, type_of_stay,
                     row_number() over (partition by edition, category_id, type_of_stay order by is_best_offer desc, stars desc, id) as rn
              from properties) p
        join property_categories pc on pc.id = p.category_id
        where p.rn <= 8
        order by p.id`,
  );
  const locationRows: LinkRow[] = [];
  const sublocationRows: LinkRow[] = [];
  const categoryRows: LinkRow[] = [];
  for (const edition of editionIds) {
    const posts = deps.blog.posts[edition];
    if (posts.length === 0) continue;
    const destination = destinationPosts(random.fork(`destinations-${edition}`), edition, deps.destinations, posts);
    locationRows.push(...destination.locations);
    sublocationRows.push(...destination.sublocations);
    categoryRows.push(...categoryLinks(random.fork(`categories-${edition}`), edition, deps.catalogue.categories[edition], posts, feed));
  }
  await updatePosts(ctx, 'locations', locationRows);
  await updatePosts(ctx, 'sublocations', sublocationRows);
  if (categoryRows.length) {
    await ctx.db.execute(sql`
      update categories as c set related_post_ids = v.posts, specific_hotel_ids = v.hotels
      from jsonb_to_recordset(${JSON.stringify(categoryRows)}::jsonb) as v(id int, posts int[], hotels int[])
      where c.id = v.id`);
  }
  // The best-rated offers of each place: computed by the database, one statement per table.
  await ctx.db.execute(sql`
    update locations as l set specific_hotel_ids = s.ids
    from (select country_id, array_agg(id order by rn) as ids
          from (select id, country_id,
                       row_number() over (partition by country_id order by is_best_offer desc, stars desc, has_discount desc, id) as rn
                from properties) ranked
          where rn <= 6 group by country_id) as s
    where s.country_id = l.id`);
  await ctx.db.execute(sql`
    update sublocations as sl set specific_hotel_ids = s.ids
    from (select place_id, array_agg(id order by rn) as ids
          from (select id, place_id, row_number() over (partition by place_id order by stars desc, has_discount desc, id) as rn
                from (select id, region_id as place_id, stars, has_discount from properties where region_id is not null
                      union all
                      select id, city_id, stars, has_discount from properties where city_id is not null) as places) ranked
          where rn <= 6 group by place_id) as s
    where s.place_id = sl.id`);
  // Small places with few offers of their own show their country's best ones.
  await ctx.db.execute(sql`
    update sublocations as sl set specific_hotel_ids = l.specific_hotel_ids
    from locations as l
    where l.id = sl.location_id and cardinality(sl.specific_hotel_ids) < 4`);
}

async function updatePosts(ctx: SeedContext, table: 'locations' | 'sublocations', rows: LinkRow[]): Promise<void> {
  if (rows.length === 0) return;
  await ctx.db.execute(sql`
    update ${sql.identifier(table)} as t set related_post_ids = v.posts
    from jsonb_to_recordset(${JSON.stringify(rows.map(({ id, posts }) => ({ id, posts })))}::jsonb) as v(id int, posts int[])
    where t.id = v.id`);
}
