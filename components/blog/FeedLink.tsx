import { getTranslations } from 'next-intl/server';
import { BLOG_FEED_PATH } from '@/lib/blog/feed';
import styles from './FeedLink.module.css';

/** A visible link to the blog's RSS feed (the pages also announce it in their head for feed readers). */
export async function FeedLink() {
  const t = await getTranslations('pages.blog');
  return (
    // A plain <a>: the feed is an XML document, not a page of the app to navigate to on the client.
    <a href={BLOG_FEED_PATH} type="application/rss+xml" className={styles.feed}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="6" cy="18" r="2.2" fill="currentColor" />
        <path d="M4 10.5a9.5 9.5 0 0 1 9.5 9.5M4 4a16 16 0 0 1 16 16" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
      {t('feedLink')}
    </a>
  );
}
