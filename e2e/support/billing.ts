import type { Page } from 'playwright-core';

/**
 * Enters the account's billing details on /accounts/{id}/billing (required before a
 * campaign can be published): a Warsaw company with a checksum-valid NIP.
 */
export async function enterBillingDetails(page: Page, baseUrl: string, accountId: string, companyName: string): Promise<void> {
  await page.goto(`${baseUrl}/accounts/${accountId}/billing`);
  await page.getByLabel('Company name').fill(companyName);
  await page.getByLabel('Street and number').fill('ul. Marszałkowska 10');
  await page.getByLabel('Postal code').fill('00-590');
  await page.getByLabel('City').fill('Warszawa');
  await page.getByLabel('Tax id (NIP or EU VAT id)').fill('123-456-32-18');
  await page.getByRole('button', { name: 'Save billing details' }).click();
  await page.getByText('Billing details saved.').waitFor();
}
