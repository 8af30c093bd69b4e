import { getFormatter, getTranslations } from 'next-intl/server';
import { AdminPager } from '@/components/admin/AdminPager';
import { AdminTabs } from '@/components/admin/AdminTabs';
import { ModerationActions } from '@/components/admin/ModerationActions';
import styles from '@/components/admin/admin.module.css';
import { adminContext } from '@/lib/admin/session';
import { editorGet } from '@/lib/api/editor';
import type { Paginated } from '@/lib/api/types/common';
import type { SubmissionPage } from '@/lib/api/types/visitor-submissions';
import { pageNumber } from '@/lib/routing';
import type { PageSearchParams } from '@/lib/search-params';

const kinds = ['share_code', 'suggest_shop'] as const;
const statuses = ['new', 'approved', 'rejected'] as const;
const SIZE = 20;

const oneOf = <T extends string>(values: readonly T[], value: unknown): T => (values.includes(value as T) ? (value as T) : values[0]);

/** The moderation queue: shared codes and suggested shops, waiting, approved or rejected, most recently sent first. */
export default async function ModerationPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const params = await searchParams;
  const kind = oneOf(kinds, params.kind);
  const status = oneOf(statuses, params.status);
  const page = pageNumber(params.page);
  const [t, format] = await Promise.all([getTranslations('admin.moderation'), getFormatter()]);
  const [list, shops] = await Promise.all([
    editorGet<SubmissionPage>(session, '/moderation/', edition.id, { kind, status, page, size: SIZE }).catch(() => null),
    kind === 'share_code' && status === 'new' ? editorGet<Paginated<{ id: number; name: string }>>(session, '/stores/', edition.id, { size: 100 }).catch(() => null) : null,
  ]);
  const shopOptions = (shops?.results ?? []).map((shop) => ({ id: shop.id, name: shop.name }));
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long', timeStyle: 'short', timeZone: edition.timeZone });
  const tab = (next: { kind?: string; status?: string }) => `/admin/moderation?${new URLSearchParams({ kind, status, ...next }).toString()}`;
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <AdminTabs label={t('title')} tabs={kinds.map((k) => ({ href: tab({ kind: k, status: 'new' }), label: t(k === 'share_code' ? 'sharedCodes' : 'suggestedShops'), current: k === kind }))} />
      <AdminTabs tabs={statuses.map((s) => ({ href: tab({ status: s }), label: t(s === 'new' ? 'waiting' : s), current: s === status }))} />
      {!list || list.results.length === 0 ? (
        <p className="panel">{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {list.results.map((row) => (
            <li key={row.id} className={styles.item}>
              <h2>{kind === 'share_code' ? `${row.store} · ${row.code ?? t('noCode')}` : row.store}</h2>
              <p className={styles.meta}>
                {t('sentOn', { date: date(row.last_submitted_at) })} · {t('count', { count: row.count })}
              </p>
              <dl className={styles.details}>
                {kind === 'share_code' ? (
                  <>
                    <dt>{t('offer')}</dt>
                    <dd>{row.offer}</dd>
                    {row.expires_at && (
                      <>
                        <dt>{t('expires')}</dt>
                        <dd>{format.dateTime(new Date(`${row.expires_at}T12:00:00Z`), { dateStyle: 'long', timeZone: edition.timeZone })}</dd>
                      </>
                    )}
                    {row.link && (
                      <>
                        <dt>{t('link')}</dt>
                        <dd>
                          <a href={row.link} rel="noopener noreferrer nofollow" target="_blank">
                            {row.link}
                          </a>
                        </dd>
                      </>
                    )}
                  </>
                ) : (
                  <>
                    <dt>{t('site')}</dt>
                    <dd>
                      <a href={row.site} rel="noopener noreferrer nofollow" target="_blank">
                        {row.site}
                      </a>
                    </dd>
                  </>
                )}
                {row.email && (
                  <>
                    <dt>{t('email')}</dt>
                    <dd>{row.email}</dd>
                  </>
                )}
              </dl>
              {status === 'new' && <ModerationActions edition={edition.id} id={row.id} shops={shopOptions} />}
            </li>
          ))}
        </ul>
      )}
      {list && <AdminPager path="/admin/moderation" query={{ kind, status }} page={page} count={list.count} size={SIZE} namespace="admin.moderation" />}
    </>
  );
}
