import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { json, renderWithProviders } from '@/testing/render';
import { NotificationBell } from './notification-bell';

vi.setConfig({ testTimeout: 20_000 });

const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const CAMPAIGN = '33333333-3333-4333-8333-333333333333';
const notice = (id: string, en: string, readAt: string | null) => ({
  id,
  accountId: ACCOUNT,
  kind: 'DAILY_BUDGET_REACHED',
  title: { pl: `PL ${en}`, en },
  payload: { campaignId: CAMPAIGN },
  linkPath: `/accounts/${ACCOUNT}/campaigns/${CAMPAIGN}`,
  createdAt: '2026-11-26T12:00:00Z',
  readAt,
});

let read: string[];
let readAll: number;

beforeEach(() => {
  read = [];
  readAll = 0;
  vi.stubGlobal('fetch', async (req: Request) => {
    const url = new URL(req.url);
    if (req.method === 'POST' && url.pathname === '/api/notifications/read-all') {
      readAll += 1;
      return json({ marked: 1 });
    }
    const m = /^\/api\/notifications\/([^/]+)\/read$/.exec(url.pathname);
    if (req.method === 'POST' && m) {
      read.push(m[1]!);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/notifications') {
      const unread = read.length > 0 || readAll > 0 ? 0 : 1;
      return json({
        content: [notice('n1', 'Campaign "Winter" reached its daily budget (50.00 PLN)', unread ? null : '2026-11-26T12:05:00Z'), notice('n2', 'Invoice FV/1 was issued', '2026-11-26T12:01:00Z')],
        page: 0,
        size: 20,
        totalElements: 2,
        totalPages: 1,
        unread,
      });
    }
    return json({ type: 'ResourceNotFoundException', title: 'x', status: 404 }, 404);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NotificationBell', () => {
  it('announces the unread count in its name, lists notices linked to their screens, and has no serious or critical axe violation', async () => {
    renderWithProviders(<NotificationBell />, {
      routes: [{ path: '/accounts/:a/campaigns/:c', element: <p>campaign overview</p> }],
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const link = within(dialog).getByRole('link', { name: /reached its daily budget/ });
    expect(link.getAttribute('href')).toBe(`/accounts/${ACCOUNT}/campaigns/${CAMPAIGN}`);
    expect(within(dialog).getAllByRole('button', { name: /^Mark read:/ })).toHaveLength(1);
    const { violations } = await axe.run(dialog, { runOnly: ['wcag2a', 'wcag2aa'] });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('marks one read, and the count goes to none', async () => {
    renderWithProviders(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(dialog).getByRole('button', { name: /^Mark read:/ }));
    await waitFor(() => expect(read).toEqual(['n1']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeTruthy());
  });

  it('marks all read', async () => {
    renderWithProviders(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(readAll).toBe(1));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled')).toBe(true));
  });
});
