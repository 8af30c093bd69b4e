import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptySeoValue } from '@/components/admin/seo/SeoFields';
import { inDutch, json, mockFetch } from './admin-harness';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }), usePathname: () => '/admin/categories' }));

const { CategorySeoPanel } = await import('@/components/admin/seo/CategorySeoPanel');

const fetchMock = mockFetch();

const panel = (resource: 'promotion_category' | 'blog_post_category') =>
  inDutch(<CategorySeoPanel edition="nl-be" resource={resource} category={{ id: 7, name: 'Zonvakanties', description: '' }} url="https://www.vakanties.be/categorieen/zon" seo={emptySeoValue} />);

describe('a category’s SEO panel', () => {
  it('saves a promotion category’s SEO through its own resource and says so in Dutch', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: 7, seo_title: 'Zonvakanties met korting' }));
    const user = userEvent.setup();
    panel('promotion_category');
    await user.type(screen.getByLabelText('SEO-titel', { exact: false }), 'Zonvakanties met korting');
    await user.click(screen.getByRole('button', { name: 'SEO opslaan' }));
    await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('De SEO van „Zonvakanties” is opgeslagen.'));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/seo/promotion_category/7/?language=nl-be');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toMatchObject({ seo_title: 'Zonvakanties met korting' });
  });

  it('puts the API’s refusal beside its field and keeps what was typed', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { canonical_url: ['Geef een pad van de site of een http(s)-adres op.'] }));
    const user = userEvent.setup();
    panel('blog_post_category');
    const canonical = screen.getByLabelText(/canoniek/i);
    await user.type(canonical, '/ok');
    await user.click(screen.getByRole('button', { name: 'SEO opslaan' }));
    await waitFor(() => expect(screen.getByText('Geef een pad van de site of een http(s)-adres op.')).toBeTruthy());
    expect(fetchMock.mock.calls[0][0]).toBe('/api/seo/blog_post_category/7/?language=nl-be');
    expect((canonical as HTMLInputElement).value).toBe('/ok');
  });
});
