import {
  budgetIssues,
  endDateIssues,
  keywordIssues,
  maxCpcIssues,
  nameIssues,
  normalizeKeyword,
  skuCountIssues,
  startDateIssues,
  totalBudgetFloorIssues,
  type CampaignIssue,
  type CampaignRequirements,
  type Day,
  type KeywordIssue,
  type KeywordRequirements,
  type NegativeKeywordInput,
} from '@ads/domain';
import type { BulksheetColumn } from './campaign-bulksheet.format';
import {
  campaignRowError,
  keywordRowError,
  rowError,
  type BulksheetRowCode,
  type RowError,
  type RowErrorParams,
} from './campaign-bulksheet.errors';
import type { CampaignCells, ParsedRow, SheetCampaign } from './campaign-bulksheet.rows';
import type { CampaignChanges } from './campaign-edit.repository';

/** One change the file makes: a campaign's field (before → after), or an SKU / keyword added, removed or re-bid. Money in grosze. */
export interface BulksheetChange {
  campaignId: string;
  campaignName: string;
  /** name, userStatus, dailyBudget, totalBudget, maxCpc, startDate, endDate, delivery, sku, keyword, negativeKeyword. */
  field: string;
  /** The SKU or the keyword ("text (MATCH)") for list fields. */
  item: string | null;
  kind: 'changed' | 'added' | 'removed';
  before: string | number | null;
  after: string | number | null;
}

/** What one campaign's apply writes, and its audit entry's before and after (changed fields only). */
export interface CampaignUpdate {
  id: string;
  version: number;
  settings: CampaignChanges & { userStatus?: string };
  skusToAdd: string[];
  skusToRemove: string[];
  /** Keywords to insert or re-bid, and to delete (normalised text + match type). */
  keywordsToUpsert: { text: string; normalized: string; matchType: string; bid: number | null }[];
  keywordsToDelete: { normalized: string; matchType: string }[];
  negativesToUpsert: { text: string; normalized: string; matchType: string }[];
  negativesToDelete: { normalized: string; matchType: string }[];
  audit: { before: Record<string, unknown>; after: Record<string, unknown>; fields: string[] };
}

export interface BulksheetPlan {
  changes: BulksheetChange[];
  errors: RowError[];
  updates: CampaignUpdate[];
}

export interface PlanContext {
  campaigns: ReadonlyMap<string, SheetCampaign>;
  /** SKUs of the account's inventory among those the file adds. */
  inventory: ReadonlySet<string>;
  requirements: CampaignRequirements;
  keywordRequirements: KeywordRequirements;
  today: Day;
}

const SETTINGS = ['name', 'userStatus', 'dailyBudget', 'totalBudget', 'maxCpc', 'startDate', 'endDate', 'delivery'] as const;
const ISSUE_COLUMN: Record<CampaignIssue['field'], BulksheetColumn> = {
  NAME: 'Campaign name',
  MAX_CPC: 'Max CPC (PLN)',
  BUDGET: 'Daily budget (PLN)',
  DAILY_BUDGET: 'Daily budget (PLN)',
  TOTAL_BUDGET: 'Total budget (PLN)',
  START_DATE: 'Start date',
  END_DATE: 'End date',
  SKUS: 'SKU',
};
const kwKey = (k: { normalized: string; matchType: string }) => `${k.matchType} ${k.normalized}`;
const kwItem = (k: { text: string; matchType: string }) => `${k.text} (${k.matchType})`;

/** A campaign's rows in the file. */
interface Group {
  campaign?: Extract<ParsedRow, { type: 'Campaign' }>;
  skus: Extract<ParsedRow, { type: 'SKU' }>[];
  keywords: Extract<ParsedRow, { type: 'Keyword' }>[];
  negatives: Extract<ParsedRow, { type: 'Negative keyword' }>[];
}

/**
 * Compares the file with the campaigns (docs/bulksheets.md "What an upload changes"): each campaign with a
 * Campaign row becomes what its rows say — settings, SKUs, keywords, negative keywords; campaigns without
 * one are left alone. Every rule is the domain's (limits.ts, keyword-limits.ts) with the API's messages,
 * plus the edit route's: version (optimistic concurrency), archived is final, a started campaign keeps its
 * start date, no past end date, the total budget floor, unique names, SKUs of the inventory.
 */
export function planBulksheet(rows: readonly ParsedRow[], parseErrors: readonly RowError[], ctx: PlanContext): BulksheetPlan {
  const errors: RowError[] = [...parseErrors];
  const groups = new Map<string, Group>();
  for (const r of rows) {
    let g = groups.get(r.campaignId);
    if (!g) groups.set(r.campaignId, (g = { skus: [], keywords: [], negatives: [] }));
    if (r.type === 'Campaign') {
      if (g.campaign) errors.push(rowError(r.row, 'Campaign ID', 'CAMPAIGN_ROW_DUPLICATE', { firstRow: g.campaign.row }));
      else g.campaign = r;
    } else if (r.type === 'SKU') g.skus.push(r);
    else if (r.type === 'Keyword') g.keywords.push(r);
    else g.negatives.push(r);
  }
  const changes: BulksheetChange[] = [];
  const updates: (CampaignUpdate & { changesList: BulksheetChange[] })[] = [];
  const names = new Map<string, string>();
  for (const c of ctx.campaigns.values()) if (!groups.get(c.id)?.campaign) names.set(c.name.trim().toLowerCase(), c.id);

  for (const [id, g] of groups) {
    const current = ctx.campaigns.get(id);
    const first = g.campaign?.row ?? g.skus[0]?.row ?? g.keywords[0]?.row ?? g.negatives[0]?.row ?? 0;
    if (!current) {
      errors.push(rowError(first, 'Campaign ID', 'CAMPAIGN_NOT_FOUND', { campaignId: id }));
      continue;
    }
    if (!g.campaign) {
      errors.push(rowError(first, 'Row type', 'CAMPAIGN_ROW_MISSING'));
      continue;
    }
    const update = planCampaign(current, g, ctx, errors, names);
    changes.push(...update.changesList);
    if (update.audit.fields.length) updates.push(update);
  }
  errors.sort((a, b) => a.row - b.row);
  return { changes, errors, updates: updates.map(({ changesList: _, ...u }) => u) };
}

function planCampaign(
  current: SheetCampaign,
  g: Group,
  ctx: PlanContext,
  errors: RowError[],
  names: Map<string, string>,
): CampaignUpdate & { changesList: BulksheetChange[] } {
  const cr = g.campaign!;
  const row = cr.row;
  const want: CampaignCells = cr.campaign;
  const at = (column: BulksheetColumn | null, code: BulksheetRowCode, params: RowErrorParams = {}, r = row) =>
    errors.push(rowError(r, column, code, params));
  const startErrors = errors.length;

  if (want.version !== current.version) {
    at('Version', 'VERSION_STALE', { fileVersion: want.version, currentVersion: current.version });
  }
  const next = {
    name: want.name.trim(),
    userStatus: want.userStatus,
    dailyBudget: want.dailyBudget,
    totalBudget: want.totalBudget,
    maxCpc: want.maxCpc ?? current.maxCpc,
    startDate: want.startDate ?? current.startDate,
    endDate: want.endDate,
    delivery: want.delivery,
  };
  const changedFields = SETTINGS.filter((f) => next[f] !== current[f]);
  const issue = (i: CampaignIssue) => errors.push(campaignRowError(row, ISSUE_COLUMN[i.field], i));

  // The rules of PATCH /campaigns/{id} (campaign-edit.service.ts) on the merged result.
  nameIssues(next.name, ctx.requirements).forEach((i) => issue(i));
  if (want.maxCpc === null) at('Max CPC (PLN)', 'MAX_CPC_REQUIRED');
  else maxCpcIssues(next.maxCpc, ctx.requirements).forEach((i) => issue(i));
  budgetIssues(next, ctx.requirements).forEach((i) => issue(i));
  if (next.totalBudget !== null && next.totalBudget !== current.totalBudget) {
    totalBudgetFloorIssues(next.totalBudget, current.spentTotal, ctx.requirements).forEach((i) => issue(i));
  }
  if (want.startDate === null) startDateIssues(null, null).forEach((i) => issue(i));
  else if (next.startDate !== current.startDate) {
    if (current.startDate <= ctx.today) at('Start date', 'START_DATE_LOCKED');
    else startDateIssues(next.startDate, ctx.today).forEach((i) => issue(i));
  }
  if (next.endDate !== null && next.endDate !== current.endDate && next.endDate < ctx.today) at('End date', 'END_DATE_PAST');
  endDateIssues(next.startDate, next.endDate).forEach((i) => issue(i));
  if (next.name !== current.name) {
    const key = next.name.toLowerCase();
    if (names.has(key) && names.get(key) !== current.id) at('Campaign name', 'NAME_NOT_UNIQUE');
  }
  names.set(next.name.toLowerCase(), current.id);

  // SKUs: the file's list is the campaign's.
  const skuSet = new Set<string>();
  for (const s of g.skus) skuSet.add(s.sku);
  const had = new Set(current.skus);
  const skusToAdd = [...skuSet].filter((s) => !had.has(s));
  const skusToRemove = current.skus.filter((s) => !skuSet.has(s));
  for (const s of g.skus) {
    if (!had.has(s.sku) && !ctx.inventory.has(s.sku)) at('SKU', 'SKU_NOT_IN_INVENTORY', { sku: s.sku }, s.row);
  }
  skuCountIssues(skuSet.size, ctx.requirements).forEach((i) => issue(i));

  // Keywords: the file's lists are the campaign's; the domain checks them as PATCH …/keywords does.
  const kwErrors = (list: { row: number }[], found: KeywordIssue[]) => {
    for (const i of found) {
      const { index, first, ...rest } = i.params;
      const r = index === undefined ? row : list[index]!.row;
      // A duplicate names the row of the earlier keyword, not its place in the list.
      const params = first === undefined ? rest : { ...rest, firstRow: list[first]!.row };
      const column: BulksheetColumn =
        i.code === 'KEYWORD_BID_RANGE' ? 'Bid (PLN)' : i.code === 'NEGATIVE_MATCH_TYPE' ? 'Match type' : 'Keyword';
      errors.push(keywordRowError(r, column, { ...i, params }));
    }
  };
  kwErrors(g.keywords, keywordIssues(g.keywords, 'KEYWORDS', ctx.keywordRequirements, ctx.requirements));
  kwErrors(
    g.negatives,
    keywordIssues(g.negatives as readonly NegativeKeywordInput[], 'NEGATIVE_KEYWORDS', ctx.keywordRequirements, ctx.requirements),
  );

  const wantKw = new Map(g.keywords.map((k) => [kwKey({ matchType: k.matchType, normalized: normalizeKeyword(k.text) }), k]));
  const haveKw = new Map(current.keywords.map((k) => [kwKey(k), k]));
  const keywordsToUpsert: CampaignUpdate['keywordsToUpsert'] = [];
  const keywordsToDelete: CampaignUpdate['keywordsToDelete'] = [];
  const kwBefore: unknown[] = [];
  const kwAfter: unknown[] = [];
  const changesList: BulksheetChange[] = [];
  const base = { campaignId: current.id, campaignName: current.name };
  for (const [key, k] of wantKw) {
    const had = haveKw.get(key);
    if (had && had.bid === k.bid && had.text === k.text) continue;
    keywordsToUpsert.push({ text: k.text, normalized: normalizeKeyword(k.text), matchType: k.matchType, bid: k.bid });
    if (had) kwBefore.push({ text: had.text, matchType: had.matchType, bid: had.bid });
    kwAfter.push({ text: k.text, matchType: k.matchType, bid: k.bid });
    changesList.push({
      ...base,
      field: 'keyword',
      item: kwItem(k),
      kind: had ? 'changed' : 'added',
      before: had ? had.bid : null,
      after: k.bid,
    });
  }
  for (const [key, k] of haveKw) {
    if (wantKw.has(key)) continue;
    keywordsToDelete.push({ normalized: k.normalized, matchType: k.matchType });
    kwBefore.push({ text: k.text, matchType: k.matchType, bid: k.bid });
    changesList.push({ ...base, field: 'keyword', item: kwItem(k), kind: 'removed', before: k.bid, after: null });
  }
  const wantNeg = new Map(g.negatives.map((k) => [kwKey({ matchType: k.matchType, normalized: normalizeKeyword(k.text) }), k]));
  const haveNeg = new Map(current.negativeKeywords.map((k) => [kwKey(k), k]));
  const negativesToUpsert: CampaignUpdate['negativesToUpsert'] = [];
  const negativesToDelete: CampaignUpdate['negativesToDelete'] = [];
  const negBefore: unknown[] = [];
  const negAfter: unknown[] = [];
  for (const [key, k] of wantNeg) {
    const had = haveNeg.get(key);
    if (had && had.text === k.text) continue;
    negativesToUpsert.push({ text: k.text, normalized: normalizeKeyword(k.text), matchType: k.matchType });
    if (had) negBefore.push({ text: had.text, matchType: had.matchType });
    negAfter.push({ text: k.text, matchType: k.matchType });
    changesList.push({
      ...base,
      field: 'negativeKeyword',
      item: kwItem(k),
      kind: had ? 'changed' : 'added',
      before: had?.text ?? null,
      after: k.text,
    });
  }
  for (const [key, k] of haveNeg) {
    if (wantNeg.has(key)) continue;
    negativesToDelete.push({ normalized: k.normalized, matchType: k.matchType });
    negBefore.push({ text: k.text, matchType: k.matchType });
    changesList.push({ ...base, field: 'negativeKeyword', item: kwItem(k), kind: 'removed', before: k.text, after: null });
  }

  const settings: CampaignUpdate['settings'] = {};
  for (const f of changedFields) (settings as Record<string, unknown>)[f] = next[f];
  const settingChanges: BulksheetChange[] = changedFields.map((f) => ({
    ...base,
    field: f,
    item: null,
    kind: 'changed',
    before: current[f],
    after: next[f],
  }));
  const skuChanges: BulksheetChange[] = [
    ...skusToAdd.map((s) => ({ ...base, field: 'sku', item: s, kind: 'added' as const, before: null, after: s })),
    ...skusToRemove.map((s) => ({ ...base, field: 'sku', item: s, kind: 'removed' as const, before: s, after: null })),
  ];
  const all = [...settingChanges, ...skuChanges, ...changesList];
  if (all.length > 0 && current.userStatus === 'ARCHIVED') at('Status', 'CAMPAIGN_ARCHIVED');
  if (all.length === 0 || errors.length > startErrors) return { ...emptyUpdate(current), changesList: all };

  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const f of changedFields) {
    before[f] = current[f];
    after[f] = next[f];
  }
  if (skuChanges.length) {
    before.skus = skusToRemove;
    after.skus = skusToAdd;
  }
  if (kwBefore.length || kwAfter.length) {
    before.keywords = kwBefore;
    after.keywords = kwAfter;
  }
  if (negBefore.length || negAfter.length) {
    before.negativeKeywords = negBefore;
    after.negativeKeywords = negAfter;
  }
  return {
    id: current.id,
    version: current.version,
    settings,
    skusToAdd,
    skusToRemove,
    keywordsToUpsert,
    keywordsToDelete,
    negativesToUpsert,
    negativesToDelete,
    audit: { before, after, fields: Object.keys(after) },
    changesList: all,
  };
}

/** An update that writes nothing (the campaign has errors or no changes): its changes are still listed. */
function emptyUpdate(c: SheetCampaign): CampaignUpdate {
  return {
    id: c.id,
    version: c.version,
    settings: {},
    skusToAdd: [],
    skusToRemove: [],
    keywordsToUpsert: [],
    keywordsToDelete: [],
    negativesToUpsert: [],
    negativesToDelete: [],
    audit: { before: {}, after: {}, fields: [] },
  };
}
