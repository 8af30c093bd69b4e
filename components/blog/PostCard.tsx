import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Edition } from '@/lib/editions';
import { entityPath } from '@/lib/routing';
import type { PostCardData } from '@/lib/api/types/blog';
import styles from './PostCard.module.css';

/** A blog post: picture, category, title (the link to the post), date, reading time and excerpt. */
export async function PostCard({ edition, post, headingLevel = 2 }: { edition: Edition; post: PostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [t, format] = await Promise.all([getTranslations('pages.blog'), getFormatter()]);
  const href = entityPath(edition.id, 'blog_post', [post.category.slug, post.slug]);
  const published = new Date(post.published_at);
  const hasDate = !Number.isNaN(published.getTime());
  return (
    <article className={styles.card}>
      {post.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- SVG artwork from the CMS
        <img src={post.image} alt="" width={400} height={225} loading="lazy" className={styles.image} />
      ) : (
        <span className={styles.stub} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <p className={styles.category}>{post.category.name}</p>
        <Heading className={styles.title}>
          <Link href={href} className={styles.link}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.meta}>
          {hasDate && (
            <time dateTime={published.toISOString()}>
              {t('publishedOn', { date: format.dateTime(published, { dateStyle: 'long', timeZone: edition.timeZone }) })}
            </time>
          )}
          {post.reading_minutes > 0 && <span>{t('readingTime', { minutes: post.reading_minutes })}</span>}
        </p>
        {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
        <span className={styles.more} aria-hidden="true">
          {t('readMore')} →
        </span>
      </div>
    </article>
  );
}
