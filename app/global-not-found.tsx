import type { Metadata } from 'next';
import Link from 'next/link';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import './globals.css';

export const metadata: Metadata = { title: `${fr.notFound.title} · ${nl.notFound.title}`, robots: { index: false, follow: false } };

/**
 * What answers an address no route of the site takes: a file that does not exist (`/images/…`, a build asset of an
 * older deployment). Every page address is taken by an edition's routes, whose own 404 page speaks its language;
 * here nothing tells the edition, so the page says it in French and in Dutch.
 */
export default function GlobalNotFound() {
  return (
    <html lang="fr">
      <body>
        <main className="container panel">
          <h1>{fr.notFound.heading}</h1>
          <p>{fr.notFound.text}</p>
          <p>
            <Link href="/">{fr.notFound.home}</Link>
          </p>
          <div lang="nl">
            <h2>{nl.notFound.heading}</h2>
            <p>{nl.notFound.text}</p>
            <p>
              <Link href="/">{nl.notFound.home}</Link>
            </p>
          </div>
        </main>
      </body>
    </html>
  );
}
