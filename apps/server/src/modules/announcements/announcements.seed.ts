import { announcements, type Database } from '@ads/db';

/** Demo announcements: one INFO to every account, one WARNING with a link. */
export const DEMO_ANNOUNCEMENTS = [
  {
    name: 'demo-welcome',
    type: 'INFO',
    text: 'Welcome to Ads Portal: sponsored products are charged per click in PLN, billed monthly.',
    link: null,
  },
  {
    name: 'demo-terms-notice',
    type: 'WARNING',
    text: 'Please review the Terms and Conditions in force since 1 August 2023.',
    link: '/help-center',
  },
] as const;

/** Inserts the demo announcements once: a name that exists (any letter case, unique index) is skipped. */
export async function seedDemoAnnouncements(db: Database): Promise<void> {
  for (const a of DEMO_ANNOUNCEMENTS) {
    await db
      .insert(announcements)
      .values({ ...a, audience: 'ALL' })
      .onConflictDoNothing();
  }
}
