import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@ads/db';
import { ensureShopApiKey } from '../apps/server/src/modules/shop-keys';
import { launchChromium } from './support/chromium';
import { startPortal, type Portal } from './support/portal';
import { signIn } from './support/sign-in';
import { acceptTermsIfShown, tickPublishTerms, readAndTickInvitationTerms } from './support/terms';
import { enterBillingDetails } from './support/billing';
import { openStaffScreen } from './support/staff-nav';
import { expectAccessible } from './support/axe';

/**
 * docs/architecture.md "Staff run the platform", the whole journey through the real login form at a
 * desktop (1920×1080) and a phone (390×844): staff create a BRAND account for a new e-mail; the
 * invitation arrives over real SMTP in the embedded outbox; the invited person sets a password,
 * accepts the terms and builds a campaign on the main shop channel in PL; it wins auctions sent with
 * the main channel's key and none sent with EOBUWIE's; staff open it as staff, suspend the account
 * and the next auction has no winner from it; staff find both actions in the audit log by account
 * and URL and export them; `npm run audit:verify` passes, then fails after a row is edited with psql.
 * Needs `npm run build -w @ads/web` first.
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1920, height: 1080 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const EOBUWIE_KEY = 'e2e-eobuwie-pl-key-0123456789abcdef';

let portal: Portal;
let browser: Browser;
let brand: { code: string; productId: string };

beforeAll(async () => {
  portal = await startPortal({ catalogueLimit: 200 });
  browser = await launchChromium();
  await ensureShopApiKey(portal.db.db, EOBUWIE_KEY, { channel: 'EOBUWIE', market: 'PL' });
  // A brand whose products no demo account sells, with one product in stock: only our campaign bids on it.
  [brand] = (await queryRows<{ code: string; productId: string }>(
    portal.db.db,
    sql`select p.brand_code as code, min(p.id) as "productId" from products p
        where p.stock > 0 and p.brand_code <> all(select unnest(brand_codes) from accounts)
        group by p.brand_code order by count(*) desc limit 1`,
  )) as [{ code: string; productId: string }];
});

afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

/** Winners of one auction for `productId` sent with `key` (Topsort v2 `POST /v2/auctions`). */
async function winners(key: string, productId: string): Promise<{ id: string }[]> {
  const res = await fetch(`${portal.baseUrl}/v2/auctions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ auctions: [{ type: 'listings', slots: 2, products: { ids: [productId] } }] }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { results: { winners: { id: string }[] }[] }).results[0]!.winners;
}

function auditVerify(): { status: number | null; output: string } {
  const run = spawnSync('npx', ['tsx', 'apps/server/src/cli/audit-verify.ts'], {
    env: { ...process.env, DATABASE_URL: portal.db.url! },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

async function createAccount(staff: Page, name: string, email: string): Promise<string> {
  await staff.getByRole('heading', { name: '[MarOps] Accounts' }).waitFor();
  await expectAccessible(staff);
  await staff.getByRole('link', { name: 'New account' }).click();
  const dialog = staff.getByRole('dialog', { name: 'New account' });
  await dialog.getByRole('textbox', { name: 'Account name' }).fill(name);
  await dialog.getByRole('textbox', { name: "First user's e-mail" }).fill(email);
  await dialog.getByRole('textbox', { name: 'Brand codes' }).fill(brand.code);
  await dialog.getByRole('textbox', { name: 'Tax id (NIP or EU VAT id)' }).fill('526-000-12-46');
  await dialog.getByRole('button', { name: 'Create and invite' }).click();
  await staff.getByRole('heading', { name: `[MarOps] Account ${name}` }).waitFor();
  await staff.getByRole('cell', { name: email }).waitFor();
  await expectAccessible(staff);
  return /\/marops\/accounts\/([0-9a-f-]{36})/.exec(staff.url())![1]!;
}

/** The invitation as staff see it in the outbox (its subject), and its link from the outbox copy (docs/requirements.md §1: valid 7 days). */
async function invitationLink(staff: Page, email: string, accountName: string): Promise<string> {
  await openStaffScreen(staff, 'Mail outbox');
  await staff.getByRole('heading', { name: '[MarOps] Mail outbox' }).waitFor();
  await staff.getByText(`Invitation to the ad account ${accountName} on Ads Portal`).first().waitFor();
  await expectAccessible(staff);
  const [mail] = await queryRows<{ text: string }>(
    portal.db.db,
    sql`select text from mail_outbox where lower("to") = lower(${email}) order by created_at desc limit 1`,
  );
  const link = /https?:\/\/\S+\/invitations\/[\w-]+/.exec(mail?.text ?? '')?.[0];
  expect(link).toBeDefined();
  return link!;
}

async function acceptInvitation(invitee: Page, link: string, email: string, accountName: string): Promise<void> {
  await invitee.goto(link);
  await invitee.getByLabel('Your name').fill('Brand Owner');
  await invitee.getByLabel('Password', { exact: true }).fill('a-strong-pass');
  await invitee.getByLabel('Repeat password').fill('a-strong-pass');
  await readAndTickInvitationTerms(invitee);
  await invitee.getByRole('button').last().click();
  await invitee.locator('#username').waitFor();
  await invitee.fill('#username', email);
  await invitee.fill('#password', 'a-strong-pass');
  await invitee.click('#kc-login');
  await acceptTermsIfShown(invitee);
  await invitee.getByRole('heading', { name: 'Manage ad accounts' }).waitFor();
  await expectAccessible(invitee);
  await invitee.getByText(accountName).first().click();
}

/** The four-step creator on the main shop channel in PL; returns the campaign id. */
async function buildCampaign(invitee: Page, name: string): Promise<string> {
  await invitee.getByRole('button', { name: 'New campaign' }).or(invitee.getByRole('link', { name: 'New campaign' })).first().click();
  await invitee.getByLabel('Campaign name').fill(name);
  await invitee.getByRole('radio', { name: 'Shop', exact: true }).check();
  await invitee.getByRole('checkbox', { name: 'Poland', exact: true }).check();
  await invitee.getByRole('button', { name: 'Next', exact: true }).click();
  await invitee.waitForURL(/step=products/);
  await invitee.getByLabel('Search products').fill(brand.productId);
  const row = invitee.getByRole('grid', { name: 'Products' }).getByRole('row').filter({ hasText: brand.productId }).first();
  await row.waitFor();
  await row.getByRole('checkbox').check();
  await invitee.getByRole('button', { name: 'Next', exact: true }).click();
  await invitee.getByLabel('Daily budget').fill('100,00');
  await invitee.getByLabel('Total budget').fill('1000,00');
  await invitee.getByLabel('Max CPC').fill('2,00');
  await invitee.getByRole('button', { name: 'Next', exact: true }).click();
  await invitee.waitForURL(/step=review/);
  await tickPublishTerms(invitee);
  await invitee.getByRole('button', { name: 'Publish campaign' }).click();
  await invitee.waitForURL(/\/campaigns\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  return invitee.url().split('/').pop()!;
}

describe.each(VIEWPORTS)('staff onboard, look after, stop and audit an advertiser ($name)', (viewport) => {
  it('onboards a brand that serves on its channel only, suspends it and finds it all in the audit log', async () => {
    const name = `E2E Brand ${viewport.name}`;
    const email = `owner.${viewport.name}@e2e.test`;
    const staff = await (await browser.newContext({ viewport })).newPage();
    await signIn(staff, portal.baseUrl, 'marops@demo.local', 'marops');
    const accountId = await createAccount(staff, name, email);
    const link = await invitationLink(staff, email, name);

    const invitee = await (await browser.newContext({ viewport })).newPage();
    await acceptInvitation(invitee, link, email, name);
    // Publishing needs the account's billing details.
    await enterBillingDetails(invitee, portal.baseUrl, accountId, `${name} Sp. z o.o.`);
    await invitee.goto(`${portal.baseUrl}/accounts/${accountId}/campaigns/list`);
    await buildCampaign(invitee, `E2E ${viewport.name} main PL`);

    // Serving follows the campaign within 2 s (spec "changes take effect"): main/PL key wins, EOBUWIE/PL does not.
    await expect.poll(async () => (await winners(portal.shopApiKey, brand.productId)).length, { timeout: 10_000 }).toBe(1);
    expect(await winners(EOBUWIE_KEY, brand.productId)).toEqual([]);

    // Staff look at the account as staff (banner), then suspend it: the next auction has no winner from it.
    await staff.goto(`${portal.baseUrl}/marops/accounts/${accountId}`);
    await staff.getByRole('button', { name: 'Open as staff' }).click();
    await staff.getByRole('status', { name: 'Acting as staff' }).getByText(`Acting as staff on ${name} — read-only`).waitFor();
    await expectAccessible(staff);
    // Read-only: the account's edit controls are disabled and say how to change them (docs/requirements.md §6.6).
    expect(await staff.getByRole('link', { name: 'New campaign' }).getAttribute('aria-disabled')).toBe('true');
    await staff.locator('[data-staff-read-only]').first().hover();
    await staff.getByRole('tooltip', { name: 'Read-only as staff — switch to edit mode to change this' }).waitFor();
    await staff.getByRole('status', { name: 'Acting as staff' }).getByRole('button', { name: 'Leave' }).click();
    await staff.getByRole('button', { name: 'Suspend' }).click();
    const confirm = staff.getByRole('dialog', { name: `Suspend ${name}?` });
    await confirm.getByRole('textbox', { name: /Reason/ }).fill('Unpaid invoice');
    await confirm.getByRole('button', { name: 'Suspend account' }).click();
    await staff.getByRole('button', { name: 'Resume' }).waitFor();
    // Every process's ad index follows the suspension by its change event, well within the 2 s the product promises.
    await expect.poll(async () => winners(portal.shopApiKey, brand.productId), { timeout: 2_000, interval: 50 }).toEqual([]);

    // Both staff actions in the audit log, found by account and URL, and exported.
    await portal.app.audit.flush();
    await staff.goto(`${portal.baseUrl}/marops/audit-log?accountId=${accountId}&urlContains=%2Fapi%2Fmarops%2Faccounts`);
    const grid = staff.getByRole('grid', { name: '[MarOps] Audit log' });
    await grid.getByText(`/api/marops/accounts/${accountId}/suspend`).waitFor();
    await expectAccessible(staff);
    const [download] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain(`/api/marops/accounts/${accountId}/suspend`);
    expect(csv).toMatch(/,POST,\/api\/marops\/accounts,201,/); // the creation (its account is the new one)
  });
});

describe('the audit chain', () => {
  it('verifies with npm run audit:verify, and names the entry edited with psql', async () => {
    await portal.app.audit.flush();
    const ok = auditVerify();
    expect(ok.output).toMatch(/^OK: \d+ audit log entries/m);
    expect(ok.status).toBe(0);
    const [{ seq }] = (await queryRows<{ seq: number }>(portal.db.db, sql`select max(seq)::int as seq from audit_log where url like '%/suspend'`)) as [
      { seq: number },
    ];
    // The table is append-only (a trigger); the database owner can still switch it off, as an attacker with the owner's password would.
    const forge = `begin; alter table audit_log disable trigger user; update audit_log set status = 299 where seq = ${seq}; alter table audit_log enable trigger user; commit;`;
    const psql = spawnSync('psql', [portal.db.url!, '-c', forge], { encoding: 'utf8' });
    expect(psql.status, psql.stderr).toBe(0);
    const broken = auditVerify();
    expect(broken.status).toBe(1);
    expect(broken.output).toContain(`BROKEN: entry seq ${seq} `);
  });
});
