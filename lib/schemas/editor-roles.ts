/**
 * What an editor account may do. `editor`: the content (promotions, shops, blog, pages, media, SEO data).
 * `admin`: that, plus redirections, robots.txt, the audit log and the other accounts.
 */
export const editorRoles = ['editor', 'admin'] as const;
export type EditorRole = (typeof editorRoles)[number];
