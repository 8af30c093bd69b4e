import { StoreForm } from '@/components/admin/stores/StoreForm';
import { emptySeoValue } from '@/components/admin/seo/SeoFields';
import { adminContext } from '@/lib/admin/session';
import { allCategories } from '@/lib/api/categories';

/** A new shop. */
export default async function NewStorePage() {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const categories = await allCategories(edition.id);
  return <StoreForm edition={{ id: edition.id, origin: edition.origin, timeZone: edition.timeZone }} store={null} seo={emptySeoValue} categories={categories.map(({ id, name }) => ({ id, name }))} />;
}
