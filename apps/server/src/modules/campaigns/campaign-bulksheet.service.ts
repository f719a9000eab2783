import { warsawDay, type CampaignRequirements, type KeywordRequirements } from '@ads/domain';
import type { AccountsFace } from '../accounts';
import type { DomainEvents } from '../context';
import { requireAccount, type AccountScope, type Actor } from '../access';
import { readBulksheet, writeCsv, writeXlsx, type BulksheetFormat } from './campaign-bulksheet.format';
import { campaignRows, parseRow, type ParsedRow, type RowError, type SheetCampaign } from './campaign-bulksheet.rows';
import { planBulksheet, type BulksheetChange, type BulksheetPlan } from './campaign-bulksheet.plan';
import type { CampaignBulksheetRepository } from './campaign-bulksheet.repository';
import type { CampaignsRepository } from './campaigns.repository';

export interface CampaignBulksheetServiceDeps {
  bulksheets: CampaignBulksheetRepository;
  repo: CampaignsRepository;
  accounts: AccountsFace;
  requirements: CampaignRequirements;
  keywordRequirements: KeywordRequirements;
  events: DomainEvents;
  now: () => Date;
}

/** The answer of a dry run or an apply: the file's format and data rows, every change, every row error. */
export interface BulksheetResult {
  format: BulksheetFormat;
  rows: number;
  applied: boolean;
  changedCampaigns: number;
  changes: BulksheetChange[];
  errors: RowError[];
}

/** A changed campaign's audit entry: its id and the changed fields' values before and after. */
export interface CampaignAudit {
  campaignId: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  fields: string[];
}

/**
 * Bulksheets (docs/bulksheets.md): an account's campaigns as one XLSX or CSV file, and uploads of it — a dry
 * run that lists every change and row error, and an apply that writes the whole file in one transaction or
 * nothing. Capability `campaigns` for everything (the file carries bids).
 */
export class CampaignBulksheetService {
  constructor(private readonly d: CampaignBulksheetServiceDeps) {}

  /**
   * The bulksheet of the account's published campaigns: a read, so every role may download it (the same
   * figures the campaign list shows); checking and applying one need `campaigns` (docs/access-roles.md).
   * @returns the file bytes and its name `campaigns-<yyyy-mm-dd>.<format>` (Warsaw day).
   * @throws AccessForbiddenException (403).
   */
  async download(actor: Actor, accountId: string | undefined, format: BulksheetFormat): Promise<{ bytes: Buffer; fileName: string }> {
    const scope = requireAccount(actor, accountId, 'read');
    const campaigns = await this.d.bulksheets.campaigns(scope);
    const rows = campaignRows(campaigns, format === 'xlsx');
    const bytes = format === 'xlsx' ? await writeXlsx(rows) : writeCsv(rows);
    return { bytes, fileName: `campaigns-${warsawDay(this.d.now())}.${format}` };
  }

  /**
   * Reads the file and lists what applying it would change and every row error; writes nothing.
   * @throws AccessForbiddenException (403), ValidationException field FILE (not a spreadsheet, wrong header row, too many rows).
   */
  async dryRun(actor: Actor, accountId: string | undefined, body: Buffer): Promise<BulksheetResult> {
    const scope = requireAccount(actor, accountId, 'campaigns');
    const file = await this.read(body);
    const campaigns = await this.d.bulksheets.campaigns(scope);
    const plan = await this.plan(scope, file.parsed, file.errors, campaigns);
    return result(file, plan, false);
  }

  /**
   * Applies the file when it has no row error, all or nothing, in one transaction with the file's campaigns
   * locked: each Campaign row's version must still be the campaign's (else that row's error and nothing is
   * applied). Every changed campaign's version goes up by one and `record` gets its audit entry after the commit.
   * @returns applied = false (and the errors) when any row has an error.
   * @throws AccessForbiddenException (403), ValidationException field FILE as {@link dryRun}.
   */
  async apply(
    actor: Actor,
    accountId: string | undefined,
    body: Buffer,
    record?: (entries: CampaignAudit[]) => void,
  ): Promise<BulksheetResult> {
    const scope = requireAccount(actor, accountId, 'campaigns');
    const file = await this.read(body);
    const lockIds = [...new Set(file.parsed.filter((r) => r.type === 'Campaign').map((r) => r.campaignId))].sort();
    const plan = await this.d.bulksheets.inTransaction(scope, lockIds, async (campaigns) => {
      const p = await this.plan(scope, file.parsed, file.errors, campaigns);
      return p.errors.length ? { ...p, updates: [] } : p;
    });
    const applied = plan.errors.length === 0;
    if (applied && plan.updates.length) {
      this.d.events.emit(
        'campaigns.changed',
        plan.updates.map((u) => u.id),
      );
      record?.(plan.updates.map((u) => ({ campaignId: u.id, ...u.audit })));
    }
    return result(file, plan, applied);
  }

  private async read(body: Buffer) {
    const { format, rows } = await readBulksheet(body);
    const errors: RowError[] = [];
    const parsed: ParsedRow[] = [];
    for (const r of rows) {
      const p = parseRow(r, errors);
      if (p) parsed.push(p);
    }
    return { format, rows: rows.length, parsed, errors };
  }

  private async plan(scope: AccountScope, parsed: ParsedRow[], errors: RowError[], campaigns: SheetCampaign[]): Promise<BulksheetPlan> {
    const byId = new Map(campaigns.map((c) => [c.id, c]));
    // SKUs already in one of the account's campaigns are its inventory's; the others are looked up once.
    const known = new Set(campaigns.flatMap((c) => c.skus));
    const unknown = [...new Set(parsed.flatMap((r) => (r.type === 'SKU' && !known.has(r.sku) ? [r.sku] : [])))];
    const found = unknown.length ? await this.d.repo.skusInInventory(await this.d.accounts.account(scope), unknown) : new Set<string>();
    const inventory = new Set([...known, ...found]);
    return planBulksheet(parsed, errors, {
      campaigns: byId,
      inventory,
      requirements: this.d.requirements,
      keywordRequirements: this.d.keywordRequirements,
      today: warsawDay(this.d.now()),
    });
  }
}

function result(file: { format: BulksheetFormat; rows: number }, plan: BulksheetPlan, applied: boolean): BulksheetResult {
  return {
    format: file.format,
    rows: file.rows,
    applied,
    changedCampaigns: new Set(plan.changes.map((c) => c.campaignId)).size,
    changes: plan.changes,
    errors: plan.errors,
  };
}
