import { eq } from 'drizzle-orm';
import { categories, categoryStores, blogCategories, blogPosts, continents, coupons, locations, partners, promotionCategories, promotions, properties, propertyCategories, propertyServiceTypes, serviceTypes, stores, sublocations } from '@/server/db/schema';
import type { Db } from '@/server/db/types';

/**
 * Categories, destinations, holiday properties and their neighbours that the categories, destinations,
 * properties and slugs/breadcrumbs tests add next to the seeded demo content (slugs prefixed `zz-` never
 * clash with it), with known flags, positions and relations.
 *
 * fr-be categories: zz-voyage (heading, menu, homepage, slider) → zz-plage (in parent slider) → zz-plage-crete,
 * plus ten children zz-child-0…9 of zz-voyage; zz-ski (homepage). nl-be: zz-reizen (heading) → zz-strand.
 * fr-fr: another zz-voyage. Destinations fr-be: zz-europe → zz-espagne (regions zz-andalousie with cities
 * zz-seville, zz-malaga; zz-catalogne; city zz-madrid directly in the country) and zz-portugal.
 * nl-be: zz-europa → zz-spanje → zz-andalusie → zz-sevilla.
 */
export interface LandingFixtures {
  storeA: number;
  storeB: number;
  storeNl: number;
  voyage: number;
  plage: number;
  crete: number;
  children: number[];
  ski: number;
  reizen: number;
  strand: number;
  voyageFrFr: number;
  /** Active promotions in zz-voyage's subtree: code (A, in crete and plage), offer (A, voyage), free delivery (B, plage). */
  activeCode: number;
  activeOffer: number;
  activeDelivery: number;
  expiredCode: number;
  nlPromo: number;
  blogCategory: number;
  post: number;
  futurePost: number;
  europe: number;
  europa: number;
  espagne: number;
  portugal: number;
  andalousie: number;
  seville: number;
  malaga: number;
  catalogne: number;
  madrid: number;
  spanje: number;
  andalusie: number;
  sevilla: number;
  partner1: number;
  partner2: number;
  propertyCategory1: number;
  propertyCategory2: number;
  wifi: number;
  pool: number;
  /** fr-be properties in zz-espagne, one per price in `PRICES`. */
  espagneProperties: number[];
  nlProperty: number;
}

/** Prices of the zz-espagne properties: both edges of every band. */
export const PRICES = [100, 300, 301, 500, 501, 750, 751, 1000, 1001, 2500];
const STAYS = ['all_inclusive', 'half_board', 'room_only', 'full_board', 'bed_breakfast'] as const;

const landing = <T extends object>(over: T) => ({
  seoTitle: 'ZZ SEO',
  metaDescription: 'ZZ meta',
  header1: 'ZZ H1',
  header2: 'ZZ H2',
  topDescription: '<p>haut</p>',
  faqItems: [{ question: 'Q ?', answer: 'R.' }],
  datafeedLinkingFields: { price: '501-750' },
  additionalFields: { note: 'zz' },
  ...over,
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);

export async function addLandingFixtures(db: Db): Promise<LandingFixtures> {
  const [storeA, storeB, storeNl] = await db
    .insert(stores)
    .values([
      { edition: 'fr-be', name: 'ZZ Store A', slug: 'zz-store-a', websiteUrl: 'https://a.example' },
      { edition: 'fr-be', name: 'ZZ Store B', slug: 'zz-store-b', websiteUrl: 'https://b.example' },
      { edition: 'nl-be', name: 'ZZ Winkel', slug: 'zz-winkel', websiteUrl: 'https://nl.example' },
    ])
    .returning({ id: stores.id });

  const [blogCategory] = await db.insert(blogCategories).values({ edition: 'fr-be', name: 'ZZ Conseils', slug: 'zz-conseils' }).returning();
  const [post, futurePost] = await db
    .insert(blogPosts)
    .values([
      { edition: 'fr-be', categoryId: blogCategory.id, title: 'ZZ Partir en Crète', slug: 'zz-partir-crete', excerpt: 'Extrait', publishedAt: day(-2) },
      { edition: 'fr-be', categoryId: blogCategory.id, title: 'ZZ Bientôt', slug: 'zz-bientot', publishedAt: day(5) },
    ])
    .returning({ id: blogPosts.id });

  // Properties need destinations; categories name hotels: destinations and properties come first.
  const [europe, europa] = await db
    .insert(continents)
    .values([
      { edition: 'fr-be', name: 'ZZ Europe', slug: 'zz-europe', position: -100 },
      { edition: 'nl-be', name: 'ZZ Europa', slug: 'zz-europa', position: -100 },
    ])
    .returning({ id: continents.id });
  const [espagne, portugal, spanje] = await db
    .insert(locations)
    .values([
      landing({
        edition: 'fr-be',
        name: 'ZZ Espagne',
        slug: 'zz-espagne',
        continentId: europe.id,
        inMenu: true,
        isTop: true,
        inHomepageSlider: true,
        position: -100,
        banner: '/images/zz-espagne.svg',
        bottomDescription: '<p>bas</p>',
        relatedPostIds: [futurePost.id, post.id],
        bannerStoreIds: [storeB.id, 999_999, storeNl.id, storeA.id],
      }),
      landing({ edition: 'fr-be', name: 'ZZ Portugal', slug: 'zz-portugal', continentId: europe.id, position: -99 }),
      landing({ edition: 'nl-be', name: 'ZZ Spanje', slug: 'zz-spanje', continentId: europa.id, inMenu: true, isTop: true, position: -100 }),
    ])
    .returning({ id: locations.id });
  const [andalousie, catalogne, madrid, andalusie] = await db
    .insert(sublocations)
    .values([
      landing({ edition: 'fr-be', name: 'ZZ Andalousie', slug: 'zz-andalousie', locationId: espagne.id, kind: 'region' as const, inParentSlider: true, inMenu: true, position: 1 }),
      landing({ edition: 'fr-be', name: 'ZZ Catalogne', slug: 'zz-catalogne', locationId: espagne.id, kind: 'region' as const, position: 2 }),
      landing({ edition: 'fr-be', name: 'ZZ Madrid', slug: 'zz-madrid', locationId: espagne.id, kind: 'city' as const, position: 3 }),
      landing({ edition: 'nl-be', name: 'ZZ Andalusië', slug: 'zz-andalusie', locationId: spanje.id, kind: 'region' as const }),
    ])
    .returning({ id: sublocations.id });
  const [seville, malaga, sevilla] = await db
    .insert(sublocations)
    .values([
      landing({ edition: 'fr-be', name: 'ZZ Séville', slug: 'zz-seville', locationId: espagne.id, parentId: andalousie.id, kind: 'city' as const, inParentSlider: true, position: 1 }),
      landing({ edition: 'fr-be', name: 'ZZ Malaga', slug: 'zz-malaga', locationId: espagne.id, parentId: andalousie.id, kind: 'city' as const, position: 2 }),
      landing({ edition: 'nl-be', name: 'ZZ Sevilla', slug: 'zz-sevilla', locationId: spanje.id, parentId: andalusie.id, kind: 'city' as const }),
    ])
    .returning({ id: sublocations.id });

  const [partner1, partner2, partnerNl] = await db
    .insert(partners)
    .values([
      { edition: 'fr-be', name: 'ZZ Partenaire 1', slug: 'zz-partenaire-1', websiteUrl: 'https://p1.example', logo: '/p1.svg' },
      { edition: 'fr-be', name: 'ZZ Partenaire 2', slug: 'zz-partenaire-2', websiteUrl: 'https://p2.example' },
      { edition: 'nl-be', name: 'ZZ Partner', slug: 'zz-partner', websiteUrl: 'https://pnl.example' },
    ])
    .returning({ id: partners.id });
  const [propertyCategory1, propertyCategory2, propertyCategoryNl] = await db
    .insert(propertyCategories)
    .values([
      { edition: 'fr-be', name: 'ZZ Hôtel', slug: 'zz-hotel' },
      { edition: 'fr-be', name: 'ZZ Club', slug: 'zz-club' },
      { edition: 'nl-be', name: 'ZZ Hotel', slug: 'zz-hotel' },
    ])
    .returning({ id: propertyCategories.id });
  const [wifi, pool] = await db
    .insert(serviceTypes)
    .values([
      { edition: 'fr-be', name: 'ZZ Wifi', slug: 'zz-wifi' },
      { edition: 'fr-be', name: 'ZZ Piscine', slug: 'zz-piscine' },
    ])
    .returning({ id: serviceTypes.id });
  const espagneRows = await db
    .insert(properties)
    .values(
      PRICES.map((price, i) => ({
        edition: 'fr-be',
        name: `ZZ Hôtel ${i}`,
        link: `https://p.example/${i}`,
        partnerId: i % 2 === 0 ? partner1.id : partner2.id,
        categoryId: i % 3 === 0 ? propertyCategory2.id : propertyCategory1.id,
        countryId: espagne.id,
        regionId: i < 4 ? andalousie.id : i < 6 ? catalogne.id : null,
        cityId: i < 2 ? seville.id : i === 9 ? madrid.id : null,
        price,
        originalPrice: i % 2 === 0 ? price + 100 : null,
        durationNights: i + 3, // 3 … 12 nights: every duration band
        stars: 2 + (i % 4),
        isLastMinute: i % 3 === 0,
        hasDiscount: i % 2 === 0,
        typeOfStay: STAYS[i % STAYS.length],
        departureDate: `2031-0${1 + (i % 9)}-1${i % 10}`,
        departureCity: 'Bruxelles',
        isBestOffer: i === 4 || i === 7,
      })),
    )
    .returning({ id: properties.id });
  const [nlProperty] = await db
    .insert(properties)
    .values({
      edition: 'nl-be',
      name: 'ZZ Hotel NL',
      link: 'https://p.example/nl',
      partnerId: partnerNl.id,
      categoryId: propertyCategoryNl.id,
      countryId: spanje.id,
      price: 600,
      durationNights: 7,
      stars: 4,
      typeOfStay: 'all_inclusive',
      departureDate: '2031-05-01',
    })
    .returning({ id: properties.id });
  const espagneProperties = espagneRows.map((r) => r.id);
  // Wifi on even properties, pool on multiples of three: ANY of both = 0,2,3,4,6,8,9.
  await db.insert(propertyServiceTypes).values([
    ...espagneProperties.filter((_, i) => i % 2 === 0).map((propertyId) => ({ propertyId, serviceTypeId: wifi.id })),
    ...espagneProperties.filter((_, i) => i % 3 === 0).map((propertyId) => ({ propertyId, serviceTypeId: pool.id })),
  ]);

  const [voyage, ski, reizen, voyageFrFr] = await db
    .insert(categories)
    .values([
      landing({
        edition: 'fr-be',
        name: 'ZZ Voyage',
        slug: 'zz-voyage',
        isHeading: true,
        inMenu: true,
        onHomepage: true,
        inHomepageSlider: true,
        position: -100,
        icon: '/icons/zz.svg',
        banner: '/images/zz-voyage.svg',
        belowDescription: '<p>dessous</p>',
        relatedPostIds: [post.id, 999_999, futurePost.id],
        specificHotelIds: [espagneProperties[3], nlProperty.id, espagneProperties[1]],
      }),
      landing({ edition: 'fr-be', name: 'ZZ Ski', slug: 'zz-ski', onHomepage: true, position: -99 }),
      landing({ edition: 'nl-be', name: 'ZZ Reizen', slug: 'zz-reizen', isHeading: true, inMenu: true, position: -100 }),
      landing({ edition: 'fr-fr', name: 'ZZ Voyage FR', slug: 'zz-voyage', isHeading: true, position: -100 }),
    ])
    .returning({ id: categories.id });
  const [plage, strand] = await db
    .insert(categories)
    .values([
      landing({ edition: 'fr-be', name: 'ZZ Plage', slug: 'zz-plage', parentId: voyage.id, inParentSlider: true, inMenu: true, position: -1, banner: '/b.svg' }),
      landing({ edition: 'nl-be', name: 'ZZ Strand', slug: 'zz-strand', parentId: reizen.id }),
    ])
    .returning({ id: categories.id });
  const [crete] = await db
    .insert(categories)
    .values(landing({ edition: 'fr-be', name: 'ZZ Crète', slug: 'zz-plage-crete', parentId: plage.id }))
    .returning({ id: categories.id });
  const children = await db
    .insert(categories)
    .values(Array.from({ length: 10 }, (_, i) => landing({ edition: 'fr-be', name: `ZZ Enfant ${i}`, slug: `zz-child-${i}`, parentId: voyage.id, position: i })))
    .returning({ id: categories.id });
  await db.update(categories).set({ relatedCategoryId: crete.id }).where(eq(categories.id, voyage.id));
  await db.update(locations).set({ relatedCategoryId: plage.id }).where(eq(locations.id, espagne.id));

  await db.insert(categoryStores).values([
    { categoryId: voyage.id, storeId: storeA.id, isBottom: false, position: 2 },
    { categoryId: voyage.id, storeId: storeB.id, isBottom: false, position: 1 },
    { categoryId: voyage.id, storeId: storeB.id, isBottom: true, position: 1 },
    { categoryId: voyage.id, storeId: storeNl.id, isBottom: false, position: 0 },
  ]);

  const [activeCode, activeOffer, activeDelivery, expiredCode, nlPromo] = await db
    .insert(promotions)
    .values([
      { edition: 'fr-be', storeId: storeA.id, title: 'ZZ code', link: 'https://a.example/1', kind: 'code', expiresAt: day(3), position: -10 },
      { edition: 'fr-be', storeId: storeA.id, title: 'ZZ offre', link: 'https://a.example/2', kind: 'offer', position: -9 },
      { edition: 'fr-be', storeId: storeB.id, title: 'ZZ livraison', link: 'https://b.example/1', kind: 'free_delivery', expiresAt: day(1), position: -8 },
      { edition: 'fr-be', storeId: storeA.id, title: 'ZZ expirée', link: 'https://a.example/3', kind: 'code', expiresAt: day(-1), position: -11 },
      { edition: 'nl-be', storeId: storeNl.id, title: 'ZZ NL', link: 'https://nl.example/1', kind: 'code', position: -10 },
    ])
    .returning({ id: promotions.id });
  await db.insert(coupons).values([
    { promotionId: activeCode.id, code: 'ZZCODE' },
    { promotionId: expiredCode.id, code: 'ZZOLD' },
    { promotionId: nlPromo.id, code: 'ZZNL' },
  ]);
  await db.insert(promotionCategories).values([
    { promotionId: activeCode.id, categoryId: crete.id },
    { promotionId: activeCode.id, categoryId: plage.id },
    { promotionId: activeOffer.id, categoryId: voyage.id },
    { promotionId: activeDelivery.id, categoryId: plage.id },
    { promotionId: expiredCode.id, categoryId: voyage.id },
    { promotionId: nlPromo.id, categoryId: reizen.id },
  ]);

  return {
    storeA: storeA.id,
    storeB: storeB.id,
    storeNl: storeNl.id,
    voyage: voyage.id,
    plage: plage.id,
    crete: crete.id,
    children: children.map((c) => c.id),
    ski: ski.id,
    reizen: reizen.id,
    strand: strand.id,
    voyageFrFr: voyageFrFr.id,
    activeCode: activeCode.id,
    activeOffer: activeOffer.id,
    activeDelivery: activeDelivery.id,
    expiredCode: expiredCode.id,
    nlPromo: nlPromo.id,
    blogCategory: blogCategory.id,
    post: post.id,
    futurePost: futurePost.id,
    europe: europe.id,
    europa: europa.id,
    espagne: espagne.id,
    portugal: portugal.id,
    andalousie: andalousie.id,
    seville: seville.id,
    malaga: malaga.id,
    catalogne: catalogne.id,
    madrid: madrid.id,
    spanje: spanje.id,
    andalusie: andalusie.id,
    sevilla: sevilla.id,
    partner1: partner1.id,
    partner2: partner2.id,
    propertyCategory1: propertyCategory1.id,
    propertyCategory2: propertyCategory2.id,
    wifi: wifi.id,
    pool: pool.id,
    espagneProperties,
    nlProperty: nlProperty.id,
  };
}
