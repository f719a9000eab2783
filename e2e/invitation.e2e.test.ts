import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/chromium';
import { startPortal, type Portal } from './support/portal';
import { signIn } from './support/sign-in';
import { acceptTermsIfShown, readAndTickInvitationTerms } from './support/terms';
import { openStaffScreen } from './support/staff-nav';
import { expectAccessible } from './support/axe';

/**
 * docs/architecture.md "Advertiser portal decisions": an advertiser invites a new user by e-mail; the mail goes over real
 * SMTP to the embedded outbox, staff read it at /marops/mail-outbox, and the invitee follows its
 * link (valid 7 days), sets a name and password, accepts the terms and lands in the account.
 */
describe('inviting a new or an existing user by e-mail', () => {
  let portal: Portal;
  let browser: Browser;
  beforeAll(async () => {
    portal = await startPortal({ catalogueLimit: 200 });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  it('sends the invitation, shows it in the outbox, and the link creates the user', async () => {
    const advertiser = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await signIn(advertiser, portal.baseUrl, 'advertiser@demo.local', 'advertiser', `/accounts/${portal.demo.accountIds.brand}/settings`);
    await acceptTermsIfShown(advertiser);
    await advertiser.getByRole('textbox', { name: 'E-mail address' }).fill('new.colleague@example.com');
    await advertiser.getByRole('button', { name: 'Add user' }).click();
    await advertiser.getByText('Invitation sent to new.colleague@example.com.').waitFor();
    await expectAccessible(advertiser);

    const staff = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
    await signIn(staff, portal.baseUrl, 'marops@demo.local', 'marops');
    await openStaffScreen(staff, 'Mail outbox');
    await staff.getByRole('heading', { name: '[MarOps] Mail outbox' }).waitFor();
    await expectAccessible(staff);
    await staff.getByText('new.colleague@example.com').first().click();
    const text = await staff.locator('pre').first().innerText();
    const link = /https?:\/\/\S+\/invitations\/[\w-]+/.exec(text)?.[0];
    expect(link).toBeDefined();

    const invitee = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await invitee.goto(link!);
    await invitee.getByLabel('Your name').fill('New Colleague');
    await invitee.getByLabel('Password', { exact: true }).fill('a-strong-pass');
    await invitee.getByLabel('Repeat password').fill('a-strong-pass');
    await readAndTickInvitationTerms(invitee);
    await invitee.getByRole('button').last().click();
    await invitee.locator('#username').waitFor();
    await expectAccessible(invitee);
    await invitee.fill('#username', 'new.colleague@example.com');
    await invitee.fill('#password', 'a-strong-pass');
    await invitee.click('#kc-login');
    await invitee.getByRole('heading', { name: 'Manage ad accounts' }).waitFor();
    await invitee.getByText('Nike (demo brand account)').first().waitFor();
    await expectAccessible(invitee);
  });

  it('invites an existing user like anyone else; they join only after confirming with their own password (docs/requirements.md §6)', async () => {
    const advertiser = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await signIn(advertiser, portal.baseUrl, 'advertiser@demo.local', 'advertiser', `/accounts/${portal.demo.accountIds.brand}/settings`);
    await acceptTermsIfShown(advertiser);
    await advertiser.getByRole('textbox', { name: 'E-mail address' }).fill('marops@demo.local');
    await advertiser.getByRole('button', { name: 'Add user' }).click();
    await advertiser.getByText('Invitation sent to marops@demo.local.').waitFor();
    await advertiser.getByRole('row').filter({ hasText: 'marops@demo.local' }).getByText('Invited').waitFor();

    const staff = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
    await signIn(staff, portal.baseUrl, 'marops@demo.local', 'marops');
    await openStaffScreen(staff, 'Mail outbox');
    await staff.getByText('marops@demo.local').first().click();
    const link = /https?:\/\/\S+\/invitations\/[\w-]+/.exec(await staff.locator('pre').first().innerText())?.[0];
    expect(link).toBeDefined();

    const invitee = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await invitee.goto(link!);
    await invitee.getByText('You already have an Ads Portal user').waitFor();
    await expectAccessible(invitee);
    await invitee.getByLabel('Your password').fill('advertiser');
    await readAndTickInvitationTerms(invitee);
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();
    await invitee.getByText('This is not the password of the Ads Portal user marops@demo.local.').waitFor();
    await invitee.getByLabel('Your password').fill('marops');
    await readAndTickInvitationTerms(invitee);
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();
    await invitee.waitForURL((url) => !url.pathname.startsWith('/invitations/'));

    await advertiser.reload();
    await advertiser.getByRole('row').filter({ hasText: 'marops@demo.local' }).getByText('Active').waitFor();
  });
});
