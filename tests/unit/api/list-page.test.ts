import { describe, expect, it } from 'vitest';
import { isPastLastPage } from '@/lib/api/list-page';
import { ApiRequestError } from '@/lib/api/transport';

describe('pagination links', () => {
  it('treats only a 404 past page 1 as a page past the last', () => {
    expect(isPastLastPage(new ApiRequestError(404, '/api/posts/', { detail: 'Invalid page.' }), 9)).toBe(true);
    expect(isPastLastPage(new ApiRequestError(404, '/api/posts/', null), 1)).toBe(false);
    expect(isPastLastPage(new ApiRequestError(500, '/api/posts/', null), 9)).toBe(false);
    expect(isPastLastPage(new Error('network'), 9)).toBe(false);
  });
});

