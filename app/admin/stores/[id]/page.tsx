import { StoreForm } from '@/components/admin/stores/StoreForm';
import { seoValueOf, type SeoRead } from '@/components/admin/seo/seo-form';
import { MissingItem } from '@/components/admin/MissingItem';
import { StoreLast30Days } from '@/components/admin/stats/StoreLast30Days';
import { categoryChoices, formEdition, isItemId, readItem } from '@/lib/admin/item-screen';
import { adminContext } from '@/lib/admin/session';
import { allCategories } from '@/lib/api/categories';
import { editorGet } from '@/lib/api/editor';
import type { EditableStore } from '@/lib/api/types/editor-stores';

/** One shop's form, drafts included, with its SEO data (read from its page in preview, where they are). */
export default async function StorePage({ params }: { params: Promise<{ id: string }> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const { id } = await params;
  if (!isItemId(id)) return <MissingItem namespace="admin.storeForm" back="/admin/stores" failed={false} />;
  const [categories, store, seo] = await Promise.all([
    allCategories(edition.id),
    readItem<EditableStore>(session, `/stores/${id}/editable/`, edition.id),
    editorGet<SeoRead>(session, `/stores/${id}/`, edition.id, { preview: 1 }).catch(() => 'failed' as const),
  ]);
  // Without its SEO data the form would save empty ones over them: better no form than that.
  if (store === null || store === 'failed' || seo === 'failed') return <MissingItem namespace="admin.storeForm" back="/admin/stores" failed={store !== null} />;
  return (
    <StoreForm
      key={store.id}
      edition={formEdition(edition)}
      store={store}
      seo={seoValueOf(seo)}
      categories={categoryChoices(categories)}
      figures={<StoreLast30Days session={session} edition={edition.id} storeId={store.id} />}
    />
  );
}
