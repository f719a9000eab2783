import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, like } from 'drizzle-orm';
import { auditLog } from '@ads/db';
import { launchChromium } from './support/chromium';
import { startPortal, type Portal } from './support/portal';
import { signIn } from './support/sign-in';
import { acceptTermsIfShown } from './support/terms';
import { expectAccessible } from './support/axe';

/**
 * API keys and the served API reference (docs/api-keys.md) in a real browser: an admin creates a key on the
 * account's settings screen (shown once), a script lists the campaigns with it, and the reference at
 * /api/docs/ ("try it" with the key) answers 200 — under its own CSP, with no violation reported.
 */
let portal: Portal;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let key = '';

beforeAll(async () => {
  portal = await startPortal({ catalogueLimit: 300 });
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await portal?.close();
});

describe('API keys and the API reference', () => {
  it('an admin creates an API key on the settings screen; it is shown once', async () => {
    await signIn(page, portal.baseUrl, 'advertiser@demo.local', 'advertiser', `/accounts/${portal.demo.accountIds.brand}/settings`);
    await acceptTermsIfShown(page);
    const section = page.getByRole('region', { name: 'API keys' });
    await section.getByText('No API keys yet.').waitFor();
    await expectAccessible(page);
    await section.getByRole('button', { name: 'Create API key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Reference test');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create' }).click();
    const secret = page.getByRole('dialog', { name: 'Copy your API key now' });
    key = await secret.getByTestId('new-api-key').inputValue();
    expect(key).toMatch(/^adsk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    await expectAccessible(page);
    await secret.getByRole('button', { name: 'Done' }).click();
    const row = section.getByRole('row').filter({ hasText: 'Reference test' });
    await row.getByRole('cell', { name: 'Read-only' }).waitFor();
    await row.getByRole('cell', { name: 'Never' }).waitFor();
  });

  it('a script lists the campaigns with the key', async () => {
    const res = await fetch(`${portal.baseUrl}/api/campaign-views/active-list?page=0&size=20&sort=name,ASC`, {
      headers: { 'X-Api-Key': key },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-limit')).toBe('600');
  });

  it('the reference opens at /api/docs/ and its "try it" with the key lists the campaigns (200)', async () => {
    const violations: string[] = [];
    const docs = await context.newPage();
    docs.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    await docs.goto(`${portal.baseUrl}/api/docs/`);
    await docs.getByRole('heading', { name: 'Ads Portal API' }).first().waitFor({ timeout: 30_000 });
    await docs.getByText('Authenticate with an API key').first().waitFor();
    // Authentication (apiKey, preselected): paste the key, then the operation's "Test Request" and "Send".
    await docs.getByRole('textbox', { name: /Value/ }).first().fill(key);
    await docs.goto(`${portal.baseUrl}/api/docs/#tag/campaigns/GET/api/campaign-views/active-list`);
    const operation = docs
      .locator('section')
      .filter({ has: docs.getByRole('heading', { name: /^Active \(not archived\) campaigns/ }) })
      .last();
    await operation
      .getByRole('button', { name: /Test Request/ })
      .first()
      .click();
    await docs.getByRole('button', { name: /^Send/ }).first().click();
    await docs.getByText('200 OK').first().waitFor({ timeout: 15_000 });
    // The call was made with the key: the audit log names it.
    await portal.app.audit.flush();
    const prefix = /^adsk_([0-9a-f]{16})_/.exec(key)![1]!;
    const rows = await portal.ctx.db
      .select()
      .from(auditLog)
      .where(and(like(auditLog.actorEmail, `api-key:adsk_${prefix} %`), like(auditLog.url, '/api/campaign-views/active-list%')));
    expect(rows.map((r) => r.status)).toEqual([200, 200]);
    expect(violations).toEqual([]);
  });
});
