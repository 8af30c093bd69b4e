import { StoreForm } from '@/components/admin/stores/StoreForm';
import { emptySeoValue } from '@/components/admin/seo/SeoFields';
import { categoryChoices, formEdition } from '@/lib/admin/item-screen';
import { adminContext } from '@/lib/admin/session';
import { allCategories } from '@/lib/api/categories';

/** A new shop. */
export default async function NewStorePage() {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const categories = await allCategories(edition.id);
  return <StoreForm edition={formEdition(edition)} store={null} seo={emptySeoValue} categories={categoryChoices(categories)} />;
}
