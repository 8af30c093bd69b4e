import { connection } from 'next/server';

/** Rendered on every request, as the site's pages are without a cache. */
export default async function Page() {
  await connection();
  return (
    <main>
      <h1>Bonjour</h1>
      <p>{new Date().toISOString()}</p>
    </main>
  );
}
