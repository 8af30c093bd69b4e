import { notFound } from 'next/navigation';

/** Any other address under /admin: the editors' own "not found", rendered per request like the rest of the area. */
export default function MissingAdminPage(): never {
  notFound();
}
