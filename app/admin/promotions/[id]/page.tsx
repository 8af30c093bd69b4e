import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PromotionForm } from '@/components/admin/promotions/PromotionForm';
import { adminContext } from '@/lib/admin/session';
import { allCategories } from '@/lib/api/categories';
import { editorGet } from '@/lib/api/editor';
import { ApiRequestError } from '@/lib/api/path';
import type { EditablePromotion } from '@/lib/api/types/editor-promotions';

/** One promotion's form, drafts and the trash included. */
export default async function PromotionPage({ params }: { params: Promise<{ id: string }> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const { id } = await params;
  const t = await getTranslations('admin.promotionForm');
  const [categories, promotion] = await Promise.all([
    allCategories(edition.id),
    /^\d{1,9}$/.test(id)
      ? editorGet<EditablePromotion>(session, `/promotions/${id}/editable/`, edition.id).catch((error: unknown) => (error instanceof ApiRequestError && error.status === 404 ? null : 'failed' as const))
      : null,
  ]);
  if (promotion === null || promotion === 'failed') {
    return (
      <section className="panel" role={promotion === 'failed' ? 'alert' : undefined}>
        <h1>{t(promotion === 'failed' ? 'unavailableTitle' : 'missingTitle')}</h1>
        <p>{t(promotion === 'failed' ? 'unavailableBody' : 'missingBody')}</p>
        <Link href="/admin/promotions">{t('backToList')}</Link>
      </section>
    );
  }
  return <PromotionForm key={promotion.id} edition={{ id: edition.id, origin: edition.origin, timeZone: edition.timeZone }} promotion={promotion} categories={categories.map(({ id: c, name }) => ({ id: c, name }))} />;
}
