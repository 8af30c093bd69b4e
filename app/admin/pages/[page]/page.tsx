import { getTranslations } from 'next-intl/server';
import { MissingItem } from '@/components/admin/MissingItem';
import { PageForm } from '@/components/admin/pages/PageForm';
import { formEdition, readItem } from '@/lib/admin/item-screen';
import { adminContext } from '@/lib/admin/session';
import { isPageIdentifier, staticPageRoute } from '@/lib/admin/static-pages';
import type { EditorPage } from '@/lib/api/types/editor-pages';
import { staticPath } from '@/lib/routing';

/** One static page's texts: its waiting version when there is one (read in preview), else the published one. */
export default async function StaticPageEditor({ params }: { params: Promise<{ page: string }> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const { page: identifier } = await params;
  if (!isPageIdentifier(identifier)) return <MissingItem namespace="admin.pageForm" back="/admin/pages" failed={false} />;
  const [t, page] = await Promise.all([
    getTranslations('admin.pageForm'),
    readItem<EditorPage>(session, `/pages/${identifier}/`, edition.id, { preview: 1 }),
  ]);
  if (page === null || page === 'failed') return <MissingItem namespace="admin.pageForm" back="/admin/pages" failed={page === 'failed'} />;
  return (
    <PageForm
      key={identifier}
      edition={formEdition(edition)}
      identifier={identifier}
      name={t(`names.${identifier}`)}
      page={page}
      path={staticPath(edition.id, staticPageRoute(identifier))}
    />
  );
}
