/** The editors' area: `/admin` and below, on every edition's host. */
export const isAdminPath = (pathname: string): boolean => pathname === '/admin' || pathname.startsWith('/admin/');

/** The request header in which the proxy tells the editors' pages which edition the host serves. */
export const ADMIN_EDITION_HEADER = 'x-vacances-admin-edition';
