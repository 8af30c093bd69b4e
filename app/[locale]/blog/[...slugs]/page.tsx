import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { BlogCategoryView } from '@/components/blog/BlogCategoryView';
import { PostView } from '@/components/blog/PostView';
import { blogCategory, blogPost } from '@/lib/api/blog';
import { orNotFound } from '@/lib/api/or-not-found';
import type { BlogCategoryPage, BlogPostPage } from '@/lib/api/types/blog';
import type { Edition } from '@/lib/editions';
import { pageEdition } from '@/lib/page-edition';
import { blogCategoryPath, categoryMetadata, postMetadata, postPath } from '@/lib/pages/blog';
import { pageNumber } from '@/lib/routing';
import { queryString, type PageSearchParams } from '@/lib/search-params';
import { decodeSegments } from '@/lib/slug-dispatch';

type SearchParams = PageSearchParams;
type Params = Promise<{ locale: string; slugs: string[] }>;

type BlogPage = { kind: 'category'; edition: Edition; category: BlogCategoryPage } | { kind: 'post'; edition: Edition; post: BlogPostPage };

/**
 * What `/blog/{category}` and `/blog/{category}/{post}` are. One URL per page: a path that names an
 * existing post or category in another form answers 301 to its canonical path, the query kept —
 * a post under another category's slug (it moved, or the link was wrong), a slug in capitals, and
 * `/blog/{post}` (a post without its category). Anything else,
 * three segments or more included, is a 404.
 */
async function load(params: Params, searchParams: Promise<SearchParams>): Promise<BlogPage> {
  const edition = await pageEdition(params);
  const [{ slugs: raw }, query] = await Promise.all([params, searchParams]);
  const segments = decodeSegments(raw ?? []);
  if (!segments || segments.length > 2) notFound();
  // The API knows slugs in lower case only; a path in capitals names the same page and is redirected to it below.
  const [first, second] = segments.map((s) => s.toLowerCase());
  const [rawFirst, rawSecond] = segments;

  if (second === undefined) {
    const category = await blogCategory(edition.id, first);
    if (category) {
      if (category.slug !== rawFirst) permanentRedirect(`${blogCategoryPath(edition, category)}${queryString(query)}`);
      return { kind: 'category', edition, category };
    }
    const post = await blogPost(edition.id, first);
    if (post) permanentRedirect(`${postPath(edition, post)}${queryString(query)}`);
    notFound();
  }

  const post = await orNotFound(blogPost(edition.id, second));
  if (post.category.slug !== rawFirst || post.slug !== rawSecond) permanentRedirect(`${postPath(edition, post)}${queryString(query)}`);
  return { kind: 'post', edition, post };
}

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: Promise<SearchParams> }): Promise<Metadata> {
  const page = await load(params, searchParams);
  if (page.kind === 'post') return postMetadata(page.edition, page.post);
  return categoryMetadata(page.edition, page.category, await searchParams);
}

/** A blog category's list (`?page=N`) or one of its posts. */
export default async function BlogEntityPage({ params, searchParams }: { params: Params; searchParams: Promise<SearchParams> }) {
  const page = await load(params, searchParams);
  if (page.kind === 'post') return <PostView edition={page.edition} post={page.post} />;
  return <BlogCategoryView edition={page.edition} category={page.category} page={pageNumber((await searchParams).page)} />;
}
