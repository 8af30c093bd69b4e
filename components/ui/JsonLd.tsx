import { jsonLdScript } from '@/lib/json-ld/script';

type JsonLdData = Parameters<typeof jsonLdScript>[0];

/** Structured data for search engines; a data block is never executed, and jsonLdScript escapes `<`. */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}
