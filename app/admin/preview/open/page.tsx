import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { adminContext } from '@/lib/admin/session';
import type { PageSearchParams } from '@/lib/search-params';

const problems = ['expired', 'invalid'] as const;

/**
 * Where a preview link lands when it cannot open at once: the editor signs in first (the layout shows the login here),
 * or learns that the link has expired or belongs to no page of this edition.
 */
export default async function PreviewOpenPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const { edition, session } = await adminContext();
  if (!session) return null;
  const params = await searchParams;
  const token = typeof params.token === 'string' ? params.token : '';
  const problem = problems.find((p) => p === params.problem);
  const t = await getTranslations('admin.preview');
  return (
    <section className="panel" aria-labelledby="preview-open-title">
      <h1 id="preview-open-title">{t(problem ? `${problem}Title` : 'openTitle')}</h1>
      <p>{t(problem ? `${problem}Body` : 'openBody', { brand: edition.brandName })}</p>
      {problem || !token ? (
        <Link href="/admin">{t('backToDashboard')}</Link>
      ) : (
        // A plain link: the preview route sets its cookie and redirects, which a client-side navigation would not follow.
        <a className="button" href={`/admin/preview?${new URLSearchParams({ token })}`}>
          {t('open')}
        </a>
      )}
    </section>
  );
}
