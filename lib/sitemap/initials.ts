/** The heading a name is filed under in an A–Z list: its first letter without accents, or `#` for digits and signs. */
export function initialOf(name: string): string {
  const first = name.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/**
 * Items filed by initial, in the items' own order within a letter (the API sorts them by name in the edition's
 * language), letters A–Z, then `#` last as indexes usually put it.
 */
export function groupByInitial<T extends { name?: string; title?: string }>(items: readonly T[]): { initial: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const initial = initialOf(item.name ?? item.title ?? '');
    const list = groups.get(initial);
    if (list) list.push(item);
    else groups.set(initial, [item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([initial, list]) => ({ initial, items: list }));
}
