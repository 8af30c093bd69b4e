import { sanitizeCmsHtml } from '@/lib/sanitize';

/** Editors' HTML of a landing page, sanitised (structure, text and links only), on a panel; nothing when empty. */
export function CmsHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = html ? sanitizeCmsHtml(html).trim() : '';
  if (!clean) return null;
  return (
    <div className={`panel ${className ?? ''}`}>
      <div className="prose" dangerouslySetInnerHTML={{ __html: clean }} />
    </div>
  );
}
