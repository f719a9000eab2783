import type { Page } from 'playwright-core';

/**
 * Accepts the terms-of-service dialog when it is shown (docs/requirements.md §2: non-staff users who have not
 * accepted): scrolls the terms to the end — the button is enabled within 30 px of the bottom — then
 * clicks "Accept Terms and Conditions" and waits for the dialog to close. Returns whether it was shown.
 */
export async function acceptTermsIfShown(page: Page): Promise<boolean> {
  const accept = page.getByRole('button', { name: 'Accept Terms and Conditions' });
  const shown = await accept.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) return false;
  const text = page.getByRole('region', { name: 'Terms and Conditions' });
  for (let tries = 0; tries < 50 && !(await accept.isEnabled()); tries += 1) {
    await text.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
      el.dispatchEvent(new Event('scroll'));
    });
    await page.waitForTimeout(200);
  }
  await accept.click();
  await accept.waitFor({ state: 'detached', timeout: 15_000 });
  return true;
}

/**
 * On the invitation page: scrolls the terms text to its end, which enables the "I accept the Terms and
 * Conditions" box (within 30 px of the bottom, as the dialog), then ticks it.
 */
export async function readAndTickInvitationTerms(page: Page): Promise<void> {
  const tick = page.getByLabel('I accept the Terms and Conditions');
  const text = page.getByRole('region', { name: /^Terms and Conditions \(version \d+\)$/ });
  for (let tries = 0; tries < 50 && !(await tick.isEnabled()); tries += 1) {
    await text.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
      el.dispatchEvent(new Event('scroll'));
    });
    await page.waitForTimeout(100);
  }
  await tick.check();
}

/** On the campaign creator's review step: ticks "I accept the Terms and Conditions (version N) for this order". */
export async function tickPublishTerms(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /^I accept the Terms and Conditions \(version \d+\) for this order$/ }).check();
}
