import { PromotionForm } from '@/components/admin/promotions/PromotionForm';
import { categoryChoices, formEdition, isItemId } from '@/lib/admin/item-screen';
import { adminContext } from '@/lib/admin/session';
import { allCategories } from '@/lib/api/categories';
import { editorGet } from '@/lib/api/editor';
import { firstOf, type PageSearchParams } from '@/lib/search-params';

/** A new promotion; `?store=` starts it on that shop (the "new promotion" link of a shop's screen). */
export default async function NewPromotionPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const storeId = firstOf((await searchParams).store);
  const [categories, store] = await Promise.all([
    allCategories(edition.id),
    storeId && isItemId(storeId) ? editorGet<{ id: number; name: string; slug: string }>(session, `/stores/${storeId}/editable/`, edition.id).catch(() => null) : null,
  ]);
  return (
    <PromotionForm
      edition={formEdition(edition)}
      promotion={null}
      categories={categoryChoices(categories)}
      prefill={store ? { store: { id: store.id, name: store.name, slug: store.slug } } : undefined}
    />
  );
}
