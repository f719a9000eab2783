import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { json, renderWithProviders } from '@/testing/render';
import { HelpArticles } from './help-articles';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ACCOUNT = '22222222-2222-4222-8222-222222222222';

describe('HelpArticles (published content hub items in the Help Center)', () => {
  it('renders Markdown without raw HTML and drops links that may not be followed (docs/requirements.md §8)', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request | URL) => {
        const url = new URL(input instanceof Request ? input.url : input);
        calls.push(url.pathname);
        return json([
          {
            id: '11111111-1111-4111-8111-111111111111',
            kind: 'GUIDE',
            title: 'How to win the top slot',
            body: 'Raise your **max CPC**.\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>\n\n[bad](javascript:alert(3)) [ok](/help-center)',
            publishedAt: '2026-11-02T09:00:00.000Z',
            attachments: [{ name: 'rules.png', url: '/media/33333333-3333-4333-8333-333333333333.png' }],
          },
        ]);
      }),
    );
    const { container } = renderWithProviders(<HelpArticles accountId={ACCOUNT} />);
    const article = await screen.findByRole('article', { name: 'How to win the top slot' });
    expect(calls).toEqual([`/api/help-center/content/${ACCOUNT}`]);
    expect(article.querySelector('strong')?.textContent).toBe('max CPC');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('bad').closest('a')?.getAttribute('href') ?? '').toBe('');
    expect(screen.getByRole('link', { name: 'ok' }).getAttribute('href')).toBe('/help-center');
    expect(screen.getByRole('link', { name: 'rules.png' }).getAttribute('href')).toMatch(/^\/media\//);
  });
});
