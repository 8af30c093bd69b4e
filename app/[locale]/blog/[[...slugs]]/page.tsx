import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { BlogCategoryView } from '@/components/blog/BlogCategoryView';
import { BlogIndexView } from '@/components/blog/BlogIndexView';
import { PostView } from '@/components/blog/PostView';
import { blogCategory, blogPost } from '@/lib/api/blog';
import { orNotFound } from '@/lib/api/or-not-found';
import type { BlogCategoryPage, BlogPostPage } from '@/lib/api/types/blog';
import type { Edition } from '@/lib/editions';
import { pageEdition } from '@/lib/page-edition';
import { blogCategoryPath, blogIndexMetadata, categoryMetadata, postMetadata, postPath } from '@/lib/pages/blog';
import { pageNumber } from '@/lib/routing';
import { splitPageState } from '@/lib/page-state';
import { firstOf, queryString, type PageSearchParams } from '@/lib/search-params';
import { decodeSegments } from '@/lib/slug-dispatch';
import { metadataUnlessMissing } from '@/lib/pages/metadata-unless-missing';
import { renderOrNotFound } from '@/components/errors/render-or-not-found';

type Params = Promise<{ locale: string; slugs?: string[] }>;

type BlogPage = (
  | { kind: 'index'; edition: Edition }
  | { kind: 'category'; edition: Edition; category: BlogCategoryPage }
  | { kind: 'post'; edition: Edition; post: BlogPostPage }
) & {
  query: PageSearchParams;
};

/**
 * What `/blog`, `/blog/{category}` and `/blog/{category}/{post}` are. One URL per page: a path that names an
 * existing post or category in another form answers 301 to its canonical path, the query kept —
 * a post under another category's slug (it moved, or the link was wrong), a slug in capitals, and
 * `/blog/{post}` (a post without its category). Anything else,
 * three segments or more included, is a 404.
 */
async function load(params: Params): Promise<BlogPage> {
  const edition = await pageEdition(params);
  const { segments: raw, query } = splitPageState((await params).slugs ?? []);
  if (raw.length === 0) return { kind: 'index', edition, query };
  const segments = decodeSegments(raw);
  if (!segments || segments.length > 2) notFound();
  // The API knows slugs in lower case only; a path in capitals names the same page and is redirected to it below.
  const [first, second] = segments.map((s) => s.toLowerCase());
  const [rawFirst, rawSecond] = segments;

  if (second === undefined) {
    const category = await blogCategory(edition.id, first);
    if (category) {
      if (category.slug !== rawFirst) permanentRedirect(`${blogCategoryPath(edition, category)}${queryString(query)}`);
      return { kind: 'category', edition, category, query };
    }
    const post = await blogPost(edition.id, first);
    if (post) permanentRedirect(`${postPath(edition, post)}${queryString(query)}`);
    notFound();
  }

  const post = await orNotFound(blogPost(edition.id, second));
  if (post.category.slug !== rawFirst || post.slug !== rawSecond) permanentRedirect(`${postPath(edition, post)}${queryString(query)}`);
  return { kind: 'post', edition, post, query };
}

/** Rendered on its first visit and cached, like every public page (see the root layout). */
export function generateStaticParams(): [] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return metadataUnlessMissing(async () => {
    const page = await load(params);
    if (page.kind === 'post') return postMetadata(page.edition, page.post);
    if (page.kind === 'index') return blogIndexMetadata(page.edition, firstOf(page.query.page));
    return categoryMetadata(page.edition, page.category, page.query);
  });
}

/** The blog's list, a blog category's list (`?page=N` each), or one post. */
export default function BlogEntityPage({ params }: { params: Params }) {
  return renderOrNotFound(async () => {
    const page = await load(params);
    if (page.kind === 'post') return <PostView edition={page.edition} post={page.post} />;
    if (page.kind === 'index') return <BlogIndexView edition={page.edition} page={pageNumber(page.query.page)} />;
    return <BlogCategoryView edition={page.edition} category={page.category} page={pageNumber(page.query.page)} />;
  });
}
