'use client';

import fr from '@/messages/error/fr.json';
import nl from '@/messages/error/nl.json';

/** The Dutch edition's local name and default domain; the other hosts read French. */
const isDutchHost = (host: string) => host === 'nl-be.localhost' || host.endsWith('vakanties.be');

/**
 * When the page around the error page fails too (the locale layout itself), say so with the
 * details and a plain link home. No provider is left to read messages from, so the error page's own words are
 * imported: only them, since this page's script comes with every page.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const dutch = typeof window !== 'undefined' && isDutchHost(window.location.hostname);
  const t = dutch ? nl : fr;
  return (
    <html lang={dutch ? 'nl-BE' : 'fr-BE'}>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '48px 16px', textAlign: 'center' }}>
        <title>{t.title}</title>
        <h1>{t.fatalHeading}</h1>
        <p>{t.fatalText}</p>
        {/* The reference to quote to us, never the error's own words: they may name the server's insides. */}
        {error.digest && <p style={{ color: '#475569' }}>#{error.digest}</p>}
        {/* A full page load, not a client navigation: the app around it is broken. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/">{t.home}</a>
      </body>
    </html>
  );
}
