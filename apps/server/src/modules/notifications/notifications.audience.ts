/** A member of an account as the audience gives it: whom to write to. */
export interface AudienceMember {
  userId: string;
  email: string;
}

/**
 * Who is in which advertiser account (docs/notifications.md "Audience"). The notifications module owns notices
 * and preferences, not accounts, members or users: the accounts module owns those and supplies this at its
 * registration (`app.notifications.useAudience`), since it already depends on notifications and a dependency
 * the other way would be a circle (docs/conventions.md "One door per module").
 */
export interface NotificationAudience {
  /** The account's members, each once; empty for an unknown account. */
  members(accountId: string): Promise<AudienceMember[]>;
  /** Ids of every advertiser account (news that concerns all, e.g. new terms). */
  allAccountIds(): Promise<string[]>;
  /** E-mail of each of `userIds` that exists, by user id (the staff list of what was sent). */
  emails(userIds: readonly string[]): Promise<Map<string, string>>;
}
