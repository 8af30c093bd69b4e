import type { FooterLink } from '@/lib/api/types/pages';

/** The footer's common links stand in columns of 5. */
const FOOTER_COLUMN_SIZE = 5;

export function footerColumns(links: FooterLink[], size = FOOTER_COLUMN_SIZE): FooterLink[][] {
  const common = links.filter((l) => !l.is_copyright);
  const columns: FooterLink[][] = [];
  for (let i = 0; i < common.length; i += size) columns.push(common.slice(i, i + size));
  return columns;
}

export const copyrightLinks = (links: FooterLink[]): FooterLink[] => links.filter((l) => l.is_copyright);
