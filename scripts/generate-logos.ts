// `npx tsx scripts/generate-logos.ts`: writes the demo catalogue's pictures (shop logos, slider banners, top-category
// icons) under public/. The output is committed; run again after adding a brand or a banner.
import fs from 'node:fs';
import path from 'node:path';
import { bannerSvg, BANNER_NAMES, categoryIconSvg, storeLogoSvg } from '@/server/db/seed/catalogue/artwork';
import { BRANDS, brandLogoKey } from '@/server/db/seed/catalogue/brands';
import { CATEGORY_TREE } from '@/server/db/seed/catalogue/tree';

const publicDir = path.resolve(import.meta.dirname, '..', 'public');

function write(relative: string, content: string) {
  const file = path.join(publicDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

for (const brand of BRANDS) write(`logos/stores/${brandLogoKey(brand)}.svg`, storeLogoSvg(brand));
for (const name of BANNER_NAMES) write(`images/promotions/${name}.svg`, bannerSvg(name));
for (const node of CATEGORY_TREE) write(`logos/categories/${node.key}.svg`, categoryIconSvg(node.key));
console.log(`generate-logos: ${BRANDS.length} logos, ${BANNER_NAMES.length} banners, ${CATEGORY_TREE.length} category icons`);
