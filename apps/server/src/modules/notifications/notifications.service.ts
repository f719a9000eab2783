import {
  DomainError,
  isNotificationKind,
  NOTIFICATION_KINDS,
  NOTIFICATION_KINDS_MAILED_BY_SOURCE,
  type NotificationKind,
} from '@ads/domain';
import { requireStaff, type Actor } from '../access';
import type { MailFace } from '../mail';
import type { FastifyInstance } from 'fastify';
import { toPage, type Page } from '../../http/page';
import type { NotificationEvent, NotificationRow, NotificationsRepository } from './notifications.repository';
import { notificationMail, notificationTitle } from './notifications-text';
import type { NotificationAudience } from './notifications.audience';

/** The job queue the fan-out runs on (one job per event; its singleton key is the event). */
export const FANOUT_QUEUE = 'notifications-fanout';

/** A notice as its user sees it (ISO-8601 UTC instants). */
export interface NotificationView {
  id: string;
  accountId: string;
  kind: NotificationKind;
  title: { pl: string; en: string };
  payload: Record<string, string | number | null>;
  linkPath: string;
  createdAt: string;
  readAt: string | null;
}

/** One kind's channels as a user chose them. */
export interface NotificationPreference {
  kind: NotificationKind;
  inApp: boolean;
  email: boolean;
}

interface Deps {
  repo: NotificationsRepository;
  mail: MailFace;
  jobs: Pick<FastifyInstance['jobs'], 'send'>;
  now: () => Date;
  publicUrl: string;
}

/**
 * Notices to advertisers (docs/notifications.md): sources call {@link notify} where their event happens;
 * the job queue fans it out to the account's members; each member gets it once per event key, in-app and by
 * e-mail as they chose.
 */
export class NotificationsService {
  #audience: NotificationAudience | undefined;

  constructor(private readonly d: Deps) {}

  /**
   * Supplies who is in which account (docs/notifications.md "Audience"); the accounts module calls it once while
   * it registers. @throws Error when an audience was supplied already (two would answer differently).
   */
  useAudience(audience: NotificationAudience): void {
    if (this.#audience) throw new Error('The notification audience was supplied already (docs/notifications.md "Audience").');
    this.#audience = audience;
  }

  /** @throws Error when no module supplied the audience: the accounts module is not registered. */
  #audienceOrThrow(): NotificationAudience {
    if (!this.#audience) {
      throw new Error(
        'Notifications have no audience: the accounts module supplies it with app.notifications.useAudience (docs/notifications.md "Audience").',
      );
    }
    return this.#audience;
  }

  /**
   * Queues the fan-out of one event (singleton key = kind + account + event key); when this process runs no
   * jobs (BILLING_JOBS=false, not started) it fans out at once instead. Safe to call twice or from two
   * processes: {@link fanOut} sends each member one notice per event.
   */
  async notify(e: NotificationEvent): Promise<void> {
    const queued = await this.d.jobs.send(FANOUT_QUEUE, e, { singletonKey: `${e.kind}:${e.accountId}:${e.eventKey}` });
    if (!queued) await this.fanOut(e);
  }

  /**
   * {@link notify} for every advertiser account (e.g. new terms). A user in several accounts gets one
   * notice: the event key is the same for all (unique per user, kind and key).
   */
  async notifyAllAccounts(e: Omit<NotificationEvent, 'accountId'>): Promise<void> {
    for (const accountId of await this.#audienceOrThrow().allAccountIds()) await this.notify({ ...e, accountId });
  }

  /**
   * Writes the notice for every member of the account (as the audience tells) whose preferences want it (either channel) and
   * e-mails those whose e-mail channel is on (except kinds in NOTIFICATION_KINDS_MAILED_BY_SOURCE). The unique (user, kind, event key) decides which of two racing
   * runs sends: only the insert that created the row e-mails. @returns how many notices were new.
   */
  async fanOut(e: NotificationEvent): Promise<number> {
    const now = this.d.now();
    const mailed = !NOTIFICATION_KINDS_MAILED_BY_SOURCE.includes(e.kind);
    let created = 0;
    const members = await this.#audienceOrThrow().members(e.accountId);
    const choices = await this.d.repo.choices(
      members.map((m) => m.userId),
      e.kind,
    );
    for (const m of members) {
      const inApp = choices.get(m.userId)?.inApp ?? true;
      const emailOn = choices.get(m.userId)?.email ?? true;
      if (!inApp && !emailOn) continue;
      const row = await this.d.repo.insertOnce(e, m.userId, inApp, now);
      if (!row) continue;
      created += 1;
      if (emailOn && mailed) {
        await this.d.mail.send({ to: m.email, ...notificationMail(e.kind, e.payload, `${this.d.publicUrl}${e.linkPath}`) });
        await this.d.repo.markEmailed(row.id);
      }
    }
    return created;
  }

  /** The actor's in-app notices, newest first, with the unread count; `page` from 0. */
  async list(actor: Actor, page: number, size: number): Promise<Page<NotificationView> & { unread: number }> {
    const { rows, total, unread } = await this.d.repo.page(actor.userId, page, size);
    return { ...toPage(rows.map(toView), total, { page, size }), unread };
  }

  /** Marks one of the actor's notices read. @throws ResourceNotFoundException (404) when it is not theirs. */
  async markRead(actor: Actor, id: string): Promise<void> {
    if (!(await this.d.repo.markRead(actor.userId, id, this.d.now())))
      throw new DomainError('ResourceNotFoundException', 'No such notification.');
  }

  /** Marks all the actor's notices read. @returns how many were unread. */
  async markAllRead(actor: Actor): Promise<number> {
    return this.d.repo.markAllRead(actor.userId, this.d.now());
  }

  /** Every kind with the actor's channels (on unless they switched it off). */
  async preferences(actor: Actor): Promise<NotificationPreference[]> {
    const stored = new Map((await this.d.repo.preferences(actor.userId)).map((p) => [p.kind, p]));
    return NOTIFICATION_KINDS.map((kind) => ({ kind, inApp: stored.get(kind)?.inApp ?? true, email: stored.get(kind)?.email ?? true }));
  }

  /**
   * Saves the actor's choices for the kinds given (others unchanged). @returns all kinds as {@link preferences}.
   * @throws ValidationException (400) for an unknown kind.
   */
  async savePreferences(actor: Actor, prefs: { kind: string; inApp: boolean; email: boolean }[]): Promise<NotificationPreference[]> {
    const bad = prefs.find((p) => !isNotificationKind(p.kind));
    if (bad) throw new DomainError('ValidationException', `Unknown notification kind: ${bad.kind}.`, 'KIND');
    await this.d.repo.savePreferences(actor.userId, prefs as NotificationPreference[], this.d.now());
    return this.preferences(actor);
  }

  /** Staff only: what was sent to the members of an account, newest first. @throws AccessForbiddenException (403) for non-staff. */
  async sentToAccount(
    actor: Actor,
    accountId: string,
    page: number,
    size: number,
  ): Promise<Page<NotificationView & { userId: string; email: string; emailed: boolean }>> {
    const { rows, total } = await this.d.repo.accountPage(requireStaff(actor), accountId, page, size);
    const emails = await this.#audienceOrThrow().emails([...new Set(rows.map((r) => r.userId))]);
    return toPage(
      rows.map((r) => ({ ...toView(r), userId: r.userId, email: emails.get(r.userId) ?? '', emailed: r.emailed })),
      total,
      { page, size },
    );
  }
}

function toView(r: NotificationRow): NotificationView {
  const kind = r.kind as NotificationKind;
  return {
    id: r.id,
    accountId: r.accountId,
    kind,
    title: notificationTitle(kind, r.payload),
    payload: r.payload,
    linkPath: r.linkPath,
    createdAt: r.createdAt.toISOString(),
    readAt: r.readAt?.toISOString() ?? null,
  };
}
