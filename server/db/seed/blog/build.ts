/** Rows of the blog of one edition (categories and posts), built without touching the database. */
import { editions, type EditionId } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import { blogCategories, blogPosts } from '../../schema/blog';
import type { BuildContext } from '../destinations/build';
import { seededPlaces } from '../destinations/places';
import type { Random } from '../random';
import { slugify } from '../slugs';
import type { BlogSeed, CatalogueSeed, DestinationsSeed } from '../types';
import { type Article, readingMinutes, renderArticle } from './article';
import { blogCategoryDefs, type BlogCategoryKey } from './categories';
import { evergreenArticles } from './evergreen';
import { destinationGuides } from './guides';

export interface BlogRows {
  categories: (typeof blogCategories.$inferInsert)[];
  posts: (typeof blogPosts.$inferInsert)[];
  seed: BlogSeed['posts'][EditionId];
}

const authors: Record<EditionId, string[]> = {
  'fr-be': ['Camille Dewez', 'Julien Lambert', 'Sophie Renard', 'Thomas Leclercq', 'Manon Dubois'],
  'nl-be': ['Lotte Peeters', 'Pieter Janssens', 'Sarah Claes', 'Jonas Maes', 'Eline Wouters'],
  'fr-fr': ['Claire Martin', 'Antoine Bernard', 'Léa Moreau', 'Hugo Petit', 'Camille Durand'],
};

const categoryImages: Record<BlogCategoryKey, string> = {
  deals: 'budget-1', tips: 'checklist-1', destinations: 'sun-2', family: 'family-1', citytrips: 'city-1', ski: 'mountain-1', longhaul: 'tropical-1',
};

/** Posts are published over the last 18 months. */
const PUBLICATION_SPAN_DAYS = 540;
const FEATURED_POSTS = 8;

/** A meta description of at most ~155 characters, cut at a word. */
function metaOf(text: string, max = 155): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

const danglingWords = new Set([
  'a', 'au', 'aux', 'avec', 'ce', 'cette', 'd', 'dans', 'de', 'des', 'du', 'en', 'et', 'l', 'la', 'le', 'les', 'pour', 'qu', 'que', 'sur', 'un', 'une', 'y',
  'aan', 'dan', 'een', 'het', 'in', 'je', 'met', 'naar', 'om', 'op', 'te', 'van', 'voor',
]);

/**
 * The slug an editor would write: the headline before the colon when it says enough (`citytrip-porto`), else the
 * first words of the title, never ending on a preposition or a number.
 */
function postSlugSource(title: string, placeSlugs: Set<string> = new Set()): string {
  const headline = slugify(title.split(/\s?[:?]\s/)[0]);
  // A headline that is just a place name ("Émirats arabes unis : …") would take the place's own slug.
  const words = headline.split('-').length >= 3 && !placeSlugs.has(headline.replace(/^(de|het|la|le|les|l)-/, '')) ? headline.split('-') : slugify(title).split('-').slice(0, 9);
  while (words.length > 3 && (danglingWords.has(words[words.length - 1]) || /^\d+$/.test(words[words.length - 1]))) words.pop();
  return words.join(' ');
}

export function buildBlog(
  ctx: BuildContext,
  random: Random,
  edition: EditionId,
  catalogue: CatalogueSeed,
  destinations: DestinationsSeed,
): BlogRows {
  const lang = editions[edition].language;
  const rows: BlogRows = { categories: [], posts: [], seed: [] };
  const categoryByKey = new Map<string, { id: number; slug: string }>();
  blogCategoryDefs[lang].forEach((def, position) => {
    const id = ctx.ids.take(blogCategories);
    const slug = ctx.slugs.claim(edition, def.slug);
    categoryByKey.set(def.key, { id, slug });
    rows.categories.push({
      id, edition, name: def.name, slug, description: def.description, image: `/images/blog/${categoryImages[def.key]}.svg`,
      isFeatured: def.featured, position, seoTitle: def.seoTitle, metaDescription: def.metaDescription,
    });
  });

  const places = seededPlaces(edition, destinations);
  const placeSlugs = new Set([...places.values()].map((place) => slugify(place.name)));
  const stores = catalogue.stores[edition];
  const categoryPath = (key: string) => entityPath(edition, 'blog_category', [categoryByKey.get(key)?.slug ?? '']);
  const articles: Article[] = [
    ...evergreenArticles(edition, { places, categoryPath }),
    ...destinationGuides({ edition, places, stores }),
  ];

  // Newest first: the order of publication is shuffled, so that every category has recent posts.
  const order = random.sample(articles, articles.length);
  const featured = new Set(random.sample(order, FEATURED_POSTS).map((a) => a.key));
  const step = PUBLICATION_SPAN_DAYS / order.length;
  order.forEach((article, index) => {
    const id = ctx.ids.take(blogPosts);
    const category = categoryByKey.get(article.category)!;
    const slug = ctx.slugs.claim(edition, postSlugSource(article.title, placeSlugs));
    const content = renderArticle(article);
    const daysAgo = index * step + random.next() * step * 0.8 + 0.5;
    const publishedAt = new Date(ctx.now.getTime() - Math.round(daysAgo * 24) * 3_600_000);
    rows.posts.push({
      id,
      edition,
      categoryId: category.id,
      title: article.title,
      slug,
      excerpt: article.excerpt,
      content,
      image: article.image,
      author: random.pick(authors[edition]),
      readingMinutes: readingMinutes(content),
      similarStoreIds: stores.length ? random.sample(stores, random.int(3, 5)).map((s) => s.id) : [],
      isFeatured: featured.has(article.key),
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
      seoTitle: article.title,
      metaDescription: metaOf(article.excerpt),
    });
    rows.seed.push({ id, slug, categoryId: category.id, places: article.places });
  });
  return rows;
}
