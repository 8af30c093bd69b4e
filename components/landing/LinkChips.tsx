import Link from 'next/link';

/** Related pages as chips, each a link. */
export function LinkChips({ links, label }: { links: { id: number; name: string; url: string }[]; label?: string }) {
  if (links.length === 0) return null;
  return (
    <ul className="chips" aria-label={label}>
      {links.map((link) => (
        <li key={link.id}>
          <Link href={link.url}>{link.name}</Link>
        </li>
      ))}
    </ul>
  );
}
