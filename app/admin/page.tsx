import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/admin/admin.module.css';
import { adminContext } from '@/lib/admin/session';
import { editorGet } from '@/lib/api/editor';
import { apiPath } from '@/lib/api/path';
import type { EditorDashboard } from '@/lib/api/types/visitor-submissions';

/** The editors' dashboard: what waits for them on this edition, each count leading to its screen. */
export default async function AdminDashboardPage() {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const t = await getTranslations('admin.dashboard');
  const counts = await editorGet<EditorDashboard>(session, '/editor_dashboard/', edition.id).catch(() => null);
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro', { brand: edition.brandName })}</p>
      {!counts ? (
        <p role="alert" className={styles.error}>
          {t('unavailable')}
        </p>
      ) : (
        <div className={styles.cards}>
          <section className={styles.card}>
            <strong>{t('sharedCodes', { count: counts.shared_codes_waiting })}</strong>
            <Link href="/admin/moderation?kind=share_code">{t('review')}</Link>
          </section>
          <section className={styles.card}>
            <strong>{t('suggestedShops', { count: counts.suggested_shops_waiting })}</strong>
            <Link href="/admin/moderation?kind=suggest_shop">{t('review')}</Link>
          </section>
          <section className={styles.card}>
            <strong>{t('unread', { count: counts.unread_messages })}</strong>
            <Link href="/admin/messages">{t('read')}</Link>
          </section>
          <section className={styles.card}>
            <strong>{t('failingCodes', { count: counts.failing_codes })}</strong>
            <span className={styles.cardHint}>{t('failingCodesHint')}</span>
            {counts.failing_codes > 0 && <Link href="/admin/promotions?failing=true">{t('seeFailing')}</Link>}
          </section>
          <section className={styles.card}>
            <strong>{t('expiring', { count: counts.promotions_expiring_soon })}</strong>
            <Link href="/admin/promotions?status=published&ending_soon=true&ordering=expires_at">{t('seeExpiring')}</Link>
          </section>
          {session.role === 'admin' && (
            <section className={styles.card}>
              <strong>{t('subscribers')}</strong>
              {/* A download, not a screen: the API answers the CSV itself, to admins only. */}
              <a href={apiPath('/newsletter/subscribers/export/', edition.id)} download>
                {t('exportSubscribers')}
              </a>
            </section>
          )}
          {(['drafts', 'scheduled'] as const).map((kind) => (
            <section key={kind} className={styles.card} aria-labelledby={`dashboard-${kind}`}>
              <strong id={`dashboard-${kind}`}>{t(kind)}</strong>
              <dl className={styles.figures}>
                {(['promotions', 'stores', 'posts'] as const).map((entity) => (
                  <div key={entity} style={{ display: 'contents' }}>
                    <dt>
                      <Link href={`/admin/${entity}?status=${kind === 'drafts' ? 'draft' : 'scheduled'}`}>{t(entity)}</Link>
                    </dt>
                    <dd>{counts[kind][entity]}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
