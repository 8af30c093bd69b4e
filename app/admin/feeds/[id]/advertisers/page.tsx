import { getTranslations } from 'next-intl/server';
import { AdvertiserRow } from '@/components/admin/feeds/AdvertiserRow';
import { FeedHeader } from '@/components/admin/feeds/FeedHeader';
import { FeedMissing } from '@/components/admin/feeds/FeedMissing';
import mapping from '@/components/admin/feeds/advertisers.module.css';
import own from '@/components/admin/feeds/feeds.module.css';
import { ReservedToAdmins } from '@/components/admin/ReservedToAdmins';
import { isItemId, readItem } from '@/lib/admin/item-screen';
import { adminContext } from '@/lib/admin/session';
import { editorGet } from '@/lib/api/editor';
import type { Feed, FeedAdvertiserList } from '@/lib/api/types/editor-feeds';

/** A feed's advertisers and the shop each one's vouchers go to: those still waiting for a shop first. */
export default async function FeedAdvertisersPage({ params }: { params: Promise<{ id: string }> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const t = await getTranslations('admin.feeds');
  if (session.role !== 'admin') return <ReservedToAdmins title={t('title')} reason={t('reserved')} />;
  const { id } = await params;
  const [feed, list] = isItemId(id)
    ? await Promise.all([readItem<Feed>(session, `/feeds/${id}/`, edition.id), editorGet<FeedAdvertiserList>(session, `/feeds/${id}/advertisers/`, edition.id).catch(() => null)])
    : [null, null];
  if (feed === null || feed === 'failed') return <FeedMissing failed={feed === 'failed'} />;
  const unmapped = list?.results.filter((row) => row.store === null).length ?? 0;
  return (
    <div className={own.page}>
      <FeedHeader feed={feed} timeZone={edition.timeZone} title={t('advertisers.title', { name: feed.name })} back={{ href: `/admin/feeds/${feed.id}`, label: t('backToFeed', { name: feed.name }) }} />
      <p className="lead">{t('advertisers.intro', { brand: edition.brandName })}</p>
      {!list ? (
        <p role="alert" className={own.failure}>
          {t('advertisers.unavailable')}
        </p>
      ) : list.results.length === 0 ? (
        <p className="panel">{t('advertisers.empty')}</p>
      ) : (
        <>
          <p className={own.meta}>{t('advertisers.summary', { count: list.results.length, unmapped })}</p>
          <ul className={mapping.advertisers}>
            {list.results.map((advertiser) => (
              <AdvertiserRow key={advertiser.advertiser_id} edition={edition.id} feedId={feed.id} advertiser={advertiser} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
