import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders } from '@/testing/render';
import { ContentHubScreen } from './content-hub-screen';

vi.setConfig({ testTimeout: 20_000 });

const ITEM = {
  id: '33333333-3333-4333-8333-333333333333',
  kind: 'ARTICLE',
  audience: 'ALL',
  status: 'PUBLISHED',
  title: 'How bids work',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ContentHubScreen list (docs/staff-content.md)', () => {
  it('puts Delete beside the row button, not inside it, and deleting does not open the editor', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (req: Request) => {
      const path = new URL(req.url).pathname;
      calls.push(`${req.method} ${path}`);
      if (req.method === 'DELETE') return new Response(null, { status: 204 });
      if (path === '/api/marops/content') return json([ITEM]);
      return json([]); // the media library
    });
    renderWithProviders(<ContentHubScreen />);
    const remove = await screen.findByRole('button', { name: 'Delete How bids work' });
    const rows = screen.getAllByRole('button').filter((b) => b !== remove && b.textContent?.includes('How bids work'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.contains(remove)).toBe(false);
    expect(remove.parentElement?.closest('button, [role="button"]')).toBeNull(); // no button around it
    await userEvent.click(remove);
    await waitFor(() => expect(calls).toContain(`DELETE /api/marops/content/${ITEM.id}`));
    expect(screen.queryByRole('textbox', { name: /Title/ })).toBeNull();
  });
});
