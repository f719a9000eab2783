import type { Page } from 'playwright-core';

/**
 * Opens a staff screen through the staff navigation (apps/web/src/app/layouts/staff-nav.tsx): beside the page on wide
 * screens, behind the "Staff menu" button in a drawer on a phone.
 */
export async function openStaffScreen(page: Page, link: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Staff menu' });
  const nav = page.getByRole('navigation', { name: 'Staff navigation' });
  await Promise.race([menu.waitFor(), nav.waitFor()]);
  if (await menu.isVisible()) await menu.click();
  await nav.getByRole('link', { name: link }).click();
}
