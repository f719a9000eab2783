import { sql } from 'drizzle-orm';
import { queryRows, type Database, type DraftKeyword, type DraftNegativeKeyword } from '@ads/db';
import type { AccountScope } from '../access';

/** Whose keywords: a published campaign or a draft. */
export type KeywordOwner = 'campaign' | 'draft';

/** A stored keyword: id (null in a draft), as entered, normalised, match type, bid in grosze or null. */
export type StoredKeyword = DraftKeyword & { id: string | null };
export type StoredNegativeKeyword = DraftNegativeKeyword & { id: string | null };

/** Both lists of a draft or campaign with its version and user status (null for a draft). */
export interface KeywordLists {
  version: number;
  userStatus: string | null;
  keywords: StoredKeyword[];
  negativeKeywords: StoredNegativeKeyword[];
}

/** New lists; a list left undefined stays as it is. */
export interface KeywordListsChange {
  keywords?: readonly DraftKeyword[];
  negativeKeywords?: readonly DraftNegativeKeyword[];
}

const OWNER = { campaign: sql.raw('campaigns'), draft: sql.raw('campaign_drafts') } as const;
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const KEYWORD_RECORD = sql.raw('k(text text, normalized text, "matchType" text, bid bigint)');
const NEGATIVE_RECORD = sql.raw('k(text text, normalized text, "matchType" text)');

/**
 * SQL of keywords (docs/search-placements.md "Storage"): a campaign's in campaign_keywords and
 * campaign_negative_keywords, a draft's as JSON on campaign_drafts. Every query is scoped by account id.
 */
export class KeywordsRepository {
  constructor(private readonly db: Database) {}

  /** Both lists (a campaign's sorted by normalised text and match type, a draft's as sent); undefined when not the account's. */
  async lists(
    owner: KeywordOwner,
    scope: AccountScope,
    id: string,
    db: Database = this.db,
    lock = false,
  ): Promise<KeywordLists | undefined> {
    const forUpdate = lock ? sql`for update` : sql``;
    const [row] =
      owner === 'draft'
        ? await queryRows<{
            version: number;
            user_status?: undefined;
            keywords: DraftKeyword[];
            negative_keywords: DraftNegativeKeyword[];
          }>(
            db,
            sql`select version, keywords, negative_keywords from campaign_drafts where id = ${id} and account_id = ${scope.accountId} ${forUpdate}`,
          )
        : await queryRows<{ version: number; user_status: string; keywords: StoredKeyword[]; negative_keywords: StoredNegativeKeyword[] }>(
            db,
            sql`select c.version, c.user_status,
                  coalesce((select json_agg(json_build_object('id', k.id, 'text', k.text, 'normalized', k.normalized,
                      'matchType', k.match_type, 'bid', k.bid) order by k.normalized, k.match_type)
                    from campaign_keywords k where k.campaign_id = c.id), '[]') as keywords,
                  coalesce((select json_agg(json_build_object('id', n.id, 'text', n.text, 'normalized', n.normalized,
                      'matchType', n.match_type) order by n.normalized, n.match_type)
                    from campaign_negative_keywords n where n.campaign_id = c.id), '[]') as negative_keywords
                from campaigns c where c.id = ${id} and c.account_id = ${scope.accountId} ${forUpdate}`,
          );
    if (!row) return undefined;
    const withId = <T>(list: T[]) => list.map((k) => ({ id: null, ...k }));
    return {
      version: row.version,
      userStatus: row.user_status ?? null,
      keywords: withId(row.keywords).map((k) => ({ ...k, bid: k.bid === null ? null : Number(k.bid) })),
      negativeKeywords: withId(row.negative_keywords),
    };
  }

  /**
   * Replaces the lists sent, in one transaction with the owner row locked (`FOR UPDATE`), and bumps the
   * owner's version. A campaign keyword kept (same normalised text and match type) keeps its id. `guard`
   * sees the locked row and may throw (a DomainError), which rolls everything back.
   * @returns false when the owner is not the account's.
   */
  async replace(
    owner: KeywordOwner,
    scope: AccountScope,
    id: string,
    change: KeywordListsChange,
    guard: (row: KeywordLists) => void,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const row = await this.lists(owner, scope, id, tx, true);
      if (!row) return false;
      guard(row);
      if (owner === 'draft') {
        await tx.execute(
          sql`update campaign_drafts set
                keywords = coalesce(${change.keywords ? json(change.keywords) : null}, keywords),
                negative_keywords = coalesce(${change.negativeKeywords ? json(change.negativeKeywords) : null}, negative_keywords)
              where id = ${id}`,
        );
      } else {
        await replaceCampaignKeywords(tx, id, change);
      }
      await tx.execute(sql`update ${OWNER[owner]} set version = version + 1, updated_at = now() where id = ${id}`);
      return true;
    });
  }
}

/**
 * Writes a campaign's keyword lists (those sent): rows no longer listed are deleted, the others inserted or,
 * when already there, given the new text and bid (their id stays). Runs inside the caller's transaction.
 */
export async function replaceCampaignKeywords(tx: Database, campaignId: string, change: KeywordListsChange): Promise<void> {
  if (change.keywords) {
    const list = json(change.keywords);
    await tx.execute(
      sql`delete from campaign_keywords where campaign_id = ${campaignId}
            and (normalized, match_type) not in (select k.normalized, k."matchType" from jsonb_to_recordset(${list}) as ${KEYWORD_RECORD})`,
    );
    await tx.execute(
      sql`insert into campaign_keywords (campaign_id, text, normalized, match_type, bid)
          select ${campaignId}::uuid, k.text, k.normalized, k."matchType", k.bid from jsonb_to_recordset(${list}) as ${KEYWORD_RECORD}
          on conflict (campaign_id, normalized, match_type) do update set text = excluded.text, bid = excluded.bid`,
    );
  }
  if (change.negativeKeywords) {
    const list = json(change.negativeKeywords);
    await tx.execute(
      sql`delete from campaign_negative_keywords where campaign_id = ${campaignId}
            and (normalized, match_type) not in (select k.normalized, k."matchType" from jsonb_to_recordset(${list}) as ${NEGATIVE_RECORD})`,
    );
    await tx.execute(
      sql`insert into campaign_negative_keywords (campaign_id, text, normalized, match_type)
          select ${campaignId}::uuid, k.text, k.normalized, k."matchType" from jsonb_to_recordset(${list}) as ${NEGATIVE_RECORD}
          on conflict (campaign_id, normalized, match_type) do update set text = excluded.text`,
    );
  }
}
