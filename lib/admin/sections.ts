/** Every section of the editors' area; `admin` ones are shown to admins only (the API refuses editors anyway). */
export const adminSections = [
  { href: '/admin', key: 'dashboard' },
  { href: '/admin/promotions', key: 'promotions' },
  { href: '/admin/stores', key: 'stores' },
  { href: '/admin/posts', key: 'posts' },
  { href: '/admin/categories', key: 'categories' },
  { href: '/admin/pages', key: 'pages' },
  { href: '/admin/media', key: 'media' },
  { href: '/admin/redirections', key: 'redirections', admin: true },
  { href: '/admin/feeds', key: 'feeds', admin: true },
  { href: '/admin/moderation', key: 'moderation' },
  { href: '/admin/messages', key: 'inbox' },
  { href: '/admin/audit', key: 'audit', admin: true },
  { href: '/admin/robots', key: 'robots', admin: true },
  { href: '/admin/accounts', key: 'accounts', admin: true },
] as const;

export type AdminSectionKey = (typeof adminSections)[number]['key'];
