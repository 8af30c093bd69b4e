import { MissingItem } from '@/components/admin/MissingItem';
import { PromotionForm } from '@/components/admin/promotions/PromotionForm';
import { categoryChoices, formEdition, isItemId, readItem } from '@/lib/admin/item-screen';
import { adminContext } from '@/lib/admin/session';
import { allCategories } from '@/lib/api/categories';
import type { EditablePromotion } from '@/lib/api/types/editor-promotions';

/** One promotion's form, drafts and the trash included. */
export default async function PromotionPage({ params }: { params: Promise<{ id: string }> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const { id } = await params;
  const [categories, promotion] = await Promise.all([allCategories(edition.id), isItemId(id) ? readItem<EditablePromotion>(session, `/promotions/${id}/editable/`, edition.id) : null]);
  if (promotion === null || promotion === 'failed') return <MissingItem namespace="admin.promotionForm" back="/admin/promotions" failed={promotion === 'failed'} />;
  return <PromotionForm key={promotion.id} edition={formEdition(edition)} promotion={promotion} categories={categoryChoices(categories)} />;
}
