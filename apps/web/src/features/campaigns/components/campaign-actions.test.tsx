import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountRoleProvider } from '@/lib/account-role';
import { json, renderWithProviders } from '@/testing/render';
import { campaignPaths } from '../paths';
import { CampaignActions } from './campaign-actions';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CampaignActions: copy (docs/access-roles.md "Campaign copy")', () => {
  it('copies the campaign into a new draft and opens it in the creator', async () => {
    const seen: string[] = [];
    vi.stubGlobal('fetch', async (req: Request) => {
      seen.push(`${req.method} ${new URL(req.url).pathname}`);
      return json({ id: 'd-9', name: 'Summer (copy)' }, 201);
    });
    renderWithProviders(<CampaignActions accountId="acc-1" campaign={{ id: 'c-1', userStatus: 'ACTIVE' }} />, {
      routes: [{ path: campaignPaths.draft('acc-1', 'd-9'), element: <p>creator of the copy</p> }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('creator of the copy')).toBeTruthy();
    expect(seen).toEqual(['POST /api/campaigns/c-1/copy']);
  });

  it('a billing member cannot copy (disabled)', async () => {
    renderWithProviders(
      <AccountRoleProvider role="BILLING">
        <CampaignActions accountId="acc-1" campaign={{ id: 'c-1', userStatus: 'ARCHIVED' }} />
      </AccountRoleProvider>,
    );
    await waitFor(() => expect((screen.getByRole('button', { name: 'Copy' }) as HTMLButtonElement).disabled).toBe(true));
  });
});
