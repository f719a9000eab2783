import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { notificationPreferences, notifications, type Database } from '@ads/db';
import type { NotificationKind } from '@ads/domain';
import type { StaffScope } from '../access';

/** A stored notification row. */
export type NotificationRow = typeof notifications.$inferSelect;

/** One event to tell an account's members about (see NotificationsService.notify). */
export interface NotificationEvent {
  accountId: string;
  kind: NotificationKind;
  /** Identifies the event within its kind: the same key twice is the same event (sent once). */
  eventKey: string;
  payload: Record<string, string | number | null>;
  /** Web path of the screen that explains it. */
  linkPath: string;
}

/** A user's stored choice for one kind. */
export interface Choice {
  inApp: boolean;
  email: boolean;
}

/** SQL of notifications and notification preferences (tables notifications, notification_preferences). */
export class NotificationsRepository {
  constructor(private readonly db: Database) {}

  /** The stored choices of `userIds` for `kind`, by user id; a user without a row has both channels on. */
  async choices(userIds: readonly string[], kind: NotificationKind): Promise<Map<string, Choice>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .select({ userId: notificationPreferences.userId, inApp: notificationPreferences.inApp, email: notificationPreferences.email })
      .from(notificationPreferences)
      .where(and(inArray(notificationPreferences.userId, [...userIds]), eq(notificationPreferences.kind, kind)));
    return new Map(rows.map((r) => [r.userId, { inApp: r.inApp, email: r.email }]));
  }

  /**
   * Inserts the notice for one user unless `(user, kind, event key)` exists (unique index): of two racing
   * inserts exactly one returns the row. @returns the new row, or undefined when it was there already.
   */
  async insertOnce(e: NotificationEvent, userId: string, inApp: boolean, now: Date): Promise<NotificationRow | undefined> {
    const [row] = await this.db
      .insert(notifications)
      .values({
        userId,
        accountId: e.accountId,
        kind: e.kind,
        eventKey: e.eventKey,
        payload: e.payload,
        linkPath: e.linkPath,
        inApp,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [notifications.userId, notifications.kind, notifications.eventKey] })
      .returning();
    return row;
  }

  /** Marks that the e-mail of notice `id` went to the outbox. */
  async markEmailed(id: string): Promise<void> {
    await this.db.update(notifications).set({ emailed: true }).where(eq(notifications.id, id));
  }

  /** One page of the user's in-app notices, newest first, with the unread count. */
  async page(userId: string, page: number, size: number): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
    const where = and(eq(notifications.userId, userId), eq(notifications.inApp, true));
    const rows = await this.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(size)
      .offset(page * size);
    const [totals] = await this.db
      .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number) })
      .from(notifications)
      .where(where);
    return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
  }

  /** Marks one of the user's notices read (first read time kept). @returns false when the user has no such notice. */
  async markRead(userId: string, id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
      .returning({ id: notifications.id });
    return rows.length > 0;
  }

  /** Marks all the user's unread notices read. @returns how many. */
  async markAllRead(userId: string, now: Date): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    return rows.length;
  }

  /** The user's stored choices (kinds without a row are on). */
  async preferences(userId: string): Promise<{ kind: string; inApp: boolean; email: boolean }[]> {
    return this.db
      .select({ kind: notificationPreferences.kind, inApp: notificationPreferences.inApp, email: notificationPreferences.email })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
  }

  /** Stores the user's choices, one row per kind. */
  async savePreferences(userId: string, prefs: { kind: NotificationKind; inApp: boolean; email: boolean }[], now: Date): Promise<void> {
    if (prefs.length === 0) return;
    await this.db
      .insert(notificationPreferences)
      .values(prefs.map((p) => ({ userId, kind: p.kind, inApp: p.inApp, email: p.email, updatedAt: now })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, updatedAt: now },
      });
  }

  /** Staff only (the scope proves it): what was sent to the account's members, newest first (e-mails from the audience). */
  async accountPage(
    _staff: StaffScope,
    accountId: string,
    page: number,
    size: number,
  ): Promise<{ rows: NotificationRow[]; total: number }> {
    const where = eq(notifications.accountId, accountId);
    const rows = await this.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(size)
      .offset(page * size);
    const [t] = await this.db.select({ total: count() }).from(notifications).where(where);
    return { rows, total: t?.total ?? 0 };
  }
}
