import type { ReactNode } from 'react';
import type { Crumb } from '@/lib/breadcrumbs';
import type { EditionId } from '@/lib/editions';
import { Breadcrumbs } from './Breadcrumbs';

/**
 * The page area of the default layout (breadcrumbs, then the page); without `breadcrumbs` it is the layout
 * without breadcrumbs. The header and footer around it come from the locale layout.
 */
export function PageLayout({ edition, breadcrumbs, children }: { edition: EditionId; breadcrumbs?: Crumb[]; children: ReactNode }) {
  return (
    <div className="container page">
      {breadcrumbs && <Breadcrumbs edition={edition} items={breadcrumbs} />}
      {children}
    </div>
  );
}
