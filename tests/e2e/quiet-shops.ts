import type { APIRequestContext } from '@playwright/test';
import { apiJson, type EditionId, type PageAnswer } from './fixtures';

/**
 * The edition's shops that no other spec lists or writes to: neither top shops nor the home page's, last first. A
 * spec that publishes promotions takes one of its own from here, so no other spec sees them.
 */
export async function quietShops(http: APIRequestContext, edition: EditionId): Promise<{ id: number; slug: string; name: string }[]> {
  const busy = new Set<string>();
  for (const path of ['/stores/top/', '/pages/home_page_stores/']) {
    const answer = await apiJson<PageAnswer<{ slug: string }> | { slug: string }[]>(http, path, edition);
    for (const shop of Array.isArray(answer) ? answer : answer.results) busy.add(shop.slug);
  }
  const all = await apiJson<PageAnswer<{ id: number; slug: string; name: string }>>(http, '/stores/?size=100', edition);
  const quiet = all.results.filter((s) => !busy.has(s.slug)).reverse();
  if (quiet.length < 3) throw new Error(`${edition} has too few shops outside the top and home lists`);
  return quiet;
}
