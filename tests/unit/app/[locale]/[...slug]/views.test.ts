import { describe, expect, it } from 'vitest';
import { entityKinds } from '@/lib/routing';
import { dispatchSlug } from '@/lib/slug-dispatch';
import { known, resolverOf } from '../../../fixtures';

describe("the app's table of views", () => {
  it('has entries only for the kinds a free slug can name, the store among them, each with metadata and a body', async () => {
    // Imported lazily: it pulls in the views' components.
    const { slugViews } = await import('@/app/[locale]/[...slug]/views');
    for (const [kind, view] of Object.entries(slugViews)) {
      expect(entityKinds, kind).toContain(kind);
      expect(typeof view.metadata, kind).toBe('function');
      expect(typeof view.render, kind).toBe('function');
    }
    expect(slugViews.store).toBeDefined();
  });

  it('puts a store at one segment and nowhere else', async () => {
    const { slugViews } = await import('@/app/[locale]/[...slug]/views');
    const { resolve } = resolverOf(known);
    expect(await dispatchSlug(['aerolia'], slugViews, resolve)).toMatchObject({ kind: 'view', entity: 'store', route: slugViews.store });
    expect(await dispatchSlug(['aerolia', 'extra'], slugViews, resolve)).toEqual({ kind: 'notFound' });
    expect(await dispatchSlug(['x', 'aerolia'], slugViews, resolve)).toEqual({ kind: 'notFound' });
  });
});
