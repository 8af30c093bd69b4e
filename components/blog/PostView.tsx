import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PageLayout } from '@/components/layout/PageLayout';
import { PromotionCard } from '@/components/promotions/PromotionCard';
import { JsonLd } from '@/components/ui/JsonLd';
import { randomCategoryPosts } from '@/lib/api/blog';
import type { BlogPostPage, PostLink } from '@/lib/api/types/blog';
import { dealOfMonth } from '@/lib/api/home';
import { entityBreadcrumbs } from '@/lib/api/breadcrumbs';
import { blogPostingJsonLd } from '@/lib/json-ld/blog';
import { entityCrumbs } from '@/lib/breadcrumbs';
import type { Edition } from '@/lib/editions';
import { postPath } from '@/lib/pages/blog';
import { entityPath } from '@/lib/routing';
import { sanitizeCmsHtml } from '@/lib/sanitize';
import { PostCard } from './PostCard';
import cardStyles from './PostCard.module.css';
import styles from './PostView.module.css';
import { storeLogo } from '@/lib/store-logo';
import { BlogComments } from '@/components/third-parties/BlogComments';

function NeighbourLink({ edition, post, categorySlug, rel, label }: { edition: Edition; post: PostLink; categorySlug: string; rel: 'prev' | 'next'; label: string }) {
  // Neighbours share the post's category (server/api/blog/neighbours.ts); the path is built here like every other link.
  const href = entityPath(edition.id, 'blog_post', [categorySlug, post.slug]);
  return (
    <Link href={href} rel={rel} className={`${styles.neighbour} ${rel === 'next' ? styles.next : ''}`}>
      <span className={styles.neighbourLabel}>
        {rel === 'prev' && <span aria-hidden="true">← </span>}
        {label}
        {rel === 'next' && <span aria-hidden="true"> →</span>}
      </span>
      <span className={styles.neighbourTitle}>{post.title}</span>
    </Link>
  );
}

/**
 * A blog post: category, title, date, author, reading time, picture and the sanitised CMS body;
 * beside it the shops the post mentions and the deal of the month; below it the older and newer posts of its category and up to 8
 * other posts of the category. Rendered alike at `/blog/{category}/{post}` and at the free slug `/{post}`.
 */
export async function PostView({ edition, post }: { edition: Edition; post: BlogPostPage }) {
  const path = postPath(edition, post);
  const categoryPath = entityPath(edition.id, 'blog_category', [post.category.slug]);
  const comments = edition.thirdParty.comments;
  const [t, tc, tb, format, chain, more, deal] = await Promise.all([
    getTranslations('blogPost'),
    getTranslations('thirdParty.comments'),
    getTranslations('breadcrumbs'),
    getFormatter(),
    entityBreadcrumbs(edition.id, post.slug, 'blog_post'),
    randomCategoryPosts(edition.id, post.category.slug, post.id),
    dealOfMonth(edition.id),
  ]);
  const crumbs = entityCrumbs(tb('home'), chain, [
    { name: post.category.name, url: categoryPath },
    { name: post.title, url: path },
  ]);
  const published = new Date(post.published_at);
  const hasDate = !Number.isNaN(published.getTime());
  const content = sanitizeCmsHtml(post.content ?? '');
  const category = { category: post.category.name };
  const stores = post.similar_stores ?? [];
  const hasNeighbours = Boolean(post.previous_post || post.next_post);
  const hasAside = stores.length > 0 || deal !== null;

  return (
    <PageLayout edition={edition.id} breadcrumbs={crumbs}>
      <JsonLd
        data={blogPostingJsonLd(edition.id, {
          title: post.title,
          path,
          description: post.meta_description || post.excerpt,
          image: post.image,
          author: post.author,
          published_at: post.published_at,
          categoryName: post.category.name,
        })}
      />
      <div className={`${styles.layout} ${hasAside ? styles.withAside : ''}`}>
        <article className={styles.article} aria-labelledby="post-title">
          <header className={styles.header}>
            <Link href={categoryPath} className={styles.category}>
              {post.category.name}
            </Link>
            <h1 id="post-title" className={styles.title}>
              {post.title}
            </h1>
            <p className={styles.meta}>
              {hasDate && (
                <time dateTime={published.toISOString()}>
                  {t('publishedOn', { date: format.dateTime(published, { dateStyle: 'long', timeZone: edition.timeZone }) })}
                </time>
              )}
              {post.author?.trim() && <span>{t('byAuthor', { author: post.author.trim() })}</span>}
              {post.reading_minutes > 0 && <span>{t('readingTime', { minutes: post.reading_minutes })}</span>}
            </p>
          </header>
          {post.image && (
            // eslint-disable-next-line @next/next/no-img-element -- SVG artwork from the CMS
            <img src={post.image} alt="" width={1200} height={675} fetchPriority="high" className={styles.hero} />
          )}
          {content && <div className={`prose ${styles.content}`} dangerouslySetInnerHTML={{ __html: content }} />}
          {comments.key && (
            <BlogComments
              scriptUrl={comments.scriptUrl}
              url={`https://${comments.domain}${path}`}
              identifier={`post-${post.id}`}
              language={edition.language}
              consentApp={Boolean(edition.thirdParty.consentApp.key)}
              labels={{ heading: tc('heading'), needsConsent: tc('needsConsent') }}
            />
          )}
        </article>

        {hasAside && (
          <aside className={styles.aside}>
            {stores.length > 0 && (
              <section id="post-stores" className={styles.card} aria-labelledby="post-stores-heading">
                <h2 id="post-stores-heading" className={styles.asideHeading}>
                  {t('storesHeading')}
                </h2>
                <p className={styles.asideIntro}>{t('storesIntro')}</p>
                <ul className={styles.storeList}>
                  {stores.map((store) => (
                    <li key={store.id}>
                      <Link href={entityPath(edition.id, 'store', [store.slug])} className={styles.store}>
                        {/* eslint-disable-next-line @next/next/no-img-element -- SVG store logos */}
                        <img src={storeLogo(store.icon)} alt="" width={48} height={48} loading="lazy" className={styles.storeLogo} />
                        <span className={styles.storeText}>
                          <span className={styles.storeName}>{store.name}</span>
                          <span className={styles.storeCta}>{t('storeLink')}</span>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {/* The edition's deal of the month (the home page's). */}
            {deal && (
              <section id="post-deal" className={`${styles.card} ${styles.deal}`} aria-labelledby="post-deal-heading">
                <h2 id="post-deal-heading" className={styles.asideHeading}>
                  {t('dealHeading')}
                </h2>
                <p className={styles.asideIntro}>{t('dealIntro')}</p>
                <PromotionCard edition={edition} promotion={deal} headingLevel={3} />
              </section>
            )}
          </aside>
        )}
      </div>

      {hasNeighbours && (
        <nav aria-label={t('neighboursLabel')} className={styles.neighbours}>
          {post.previous_post ? (
            <NeighbourLink edition={edition} post={post.previous_post} categorySlug={post.category.slug} rel="prev" label={t('previous')} />
          ) : (
            <span aria-hidden="true" />
          )}
          {post.next_post ? (
            <NeighbourLink edition={edition} post={post.next_post} categorySlug={post.category.slug} rel="next" label={t('next')} />
          ) : (
            <span aria-hidden="true" />
          )}
        </nav>
      )}

      {more.length > 0 && (
        <section id="post-more" aria-labelledby="post-more-heading" className={styles.more}>
          <h2 id="post-more-heading">{t('moreHeading', category)}</h2>
          <ul className={`${cardStyles.grid} ${styles.moreList}`}>
            {more.map((item) => (
              <li key={item.id}>
                <PostCard edition={edition} post={item} headingLevel={3} />
              </li>
            ))}
          </ul>
          <p className={styles.allLink}>
            <Link href={categoryPath}>
              {t('allInCategory', category)} <span aria-hidden="true">→</span>
            </Link>
          </p>
        </section>
      )}
    </PageLayout>
  );
}
