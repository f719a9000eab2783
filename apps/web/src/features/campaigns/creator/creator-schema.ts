import {
  DEFAULT_KEYWORD_REQUIREMENTS,
  budgetIssues,
  keywordIssues,
  endDateIssues,
  maxCpcIssues,
  nameIssues,
  skuCountIssues,
  startDateIssues,
  type CampaignIssue,
  type CampaignRequirements,
  type Day,
  type Grosze,
  type KeywordRequirements,
} from '@ads/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { dateToDay } from '@/lib/days';
import { parseMoneyInput } from '@/lib/format';
import { FORM_FIELDS, issueMessage } from './creator-issues';
import { keywordIssueText } from './keyword-issues';
import type { KeywordItem, NegativeKeywordItem } from './keyword-values';
import type { CreatorFormValues, Delivery } from './creator-values';

export type { CreatorFormValues, Delivery };

/**
 * The creator form (react-hook-form) and its zod schema, built from the server's campaign requirements
 * (GET /services-config, docs/requirements.md §5). The campaign rules (name length, daily/total budget minimums,
 * total ≥ daily × ratio, max CPC range, 1..maxSkuCount SKUs, start date today or later, optional end
 * date after the start) are the domain's (packages/domain/src/limits.ts), each issue shown by its code
 * (creator-issues.ts); the form adds what is its own: money parsing, a shop channel and at least one
 * market (docs/requirements.md §1, §5; the server checks they are active).
 * Money is typed as PLN text and leaves the schema as integer grosze.
 */
/** What the schema outputs: the body of POST /campaign-drafts for a complete campaign. */
export interface CreatorOutput {
  name: string;
  channel: string;
  markets: string[];
  skus: string[];
  dailyBudget: Grosze | null;
  totalBudget: Grosze | null;
  maxCpc: Grosze;
  delivery: Delivery;
  startDate: Day;
  endDate: Day | null;
  keywords: KeywordItem[];
  negativeKeywords: NegativeKeywordItem[];
}

export function emptyCreatorValues(today: Date): CreatorFormValues {
  return { name: '', channel: '', markets: [], skus: [], dailyBudget: '', totalBudget: '', maxCpc: '', delivery: 'STANDARD', startDate: today, endDate: null, keywords: [], negativeKeywords: [] };
}

const validDate = (d: Date | null): d is Date => d instanceof Date && !Number.isNaN(d.getTime());

/**
 * @param req limits from /services-config (grosze)
 * @param today the Europe/Warsaw day the form is filled on (start dates before it are refused)
 * @param t i18n translate function (messages live in the i18n resources)
 * @param options `startLocked`: a running campaign's start date is not checked against today (it cannot
 *   change, spec: startDate before start only); `skusOptional`: products are edited elsewhere (inventory).
 */
export function createCreatorSchema(
  req: CampaignRequirements,
  today: Day,
  t: TFunction,
  options: { startLocked?: boolean; skusOptional?: boolean; keywordRequirements?: KeywordRequirements } = {},
) {
  const money = (required: boolean) =>
    z.string().superRefine((text, ctx) => {
      if (text.trim() === '') {
        if (required) ctx.addIssue({ code: 'custom', message: t('creator.errors.moneyRequired') });
      } else if (parseMoneyInput(text) === null || (parseMoneyInput(text) ?? 0) < 0) {
        ctx.addIssue({ code: 'custom', message: t('creator.errors.money') });
      }
    });

  /** Adds each domain issue as a custom zod issue; `here` = on the field being refined, else on its form fields. */
  const report = (ctx: z.RefinementCtx, issues: readonly CampaignIssue[], here = false) => {
    for (const issue of issues) {
      const message = issueMessage(issue, t);
      // Too many SKUs stops the cross-field checks below, as zod's array max() did before (same errors on screen).
      if (here) ctx.addIssue({ code: 'custom', message, ...(issue.code === 'SKUS_TOO_MANY' ? { continue: false } : {}) });
      else for (const path of FORM_FIELDS[issue.field]) ctx.addIssue({ code: 'custom', path: [path], message });
    }
  };

  return z
    .object({
      name: z
        .string()
        .trim()
        .superRefine((name, ctx) => report(ctx, nameIssues(name, req), true)),
      channel: z.string().min(1, t('creator.errors.channelRequired')),
      markets: z.array(z.string()).min(1, t('creator.errors.marketsRequired')),
      skus: z.array(z.string()).superRefine((skus, ctx) => report(ctx, skuCountIssues(skus.length, req, !options.skusOptional), true)),
      dailyBudget: money(false),
      totalBudget: money(false),
      maxCpc: money(true),
      delivery: z.enum(['STANDARD', 'ACCELERATED']),
      startDate: z.date({ message: t('creator.errors.startRequired') }).nullable(),
      endDate: z.date({ message: t('creator.errors.invalidDate') }).nullable(),
      keywords: z.array(z.object({ text: z.string(), matchType: z.enum(['EXACT', 'PHRASE', 'BROAD']), bid: z.number().int().nullable() })),
      negativeKeywords: z.array(z.object({ text: z.string(), matchType: z.enum(['EXACT', 'PHRASE']) })),
    })
    .superRefine((v, ctx) => {
      const maxCpc = parseMoneyInput(v.maxCpc);
      if (maxCpc !== null) report(ctx, maxCpcIssues(maxCpc, req));
      // Text that does not parse already has its money error: "set a budget" only when both are empty.
      const bothEmpty = v.dailyBudget.trim() === '' && v.totalBudget.trim() === '';
      const budget = budgetIssues({ dailyBudget: parseMoneyInput(v.dailyBudget), totalBudget: parseMoneyInput(v.totalBudget) }, req);
      report(ctx, budget.filter((i) => i.code !== 'BUDGET_REQUIRED' || bothEmpty));

      const start = validDate(v.startDate) ? dateToDay(v.startDate) : null;
      report(ctx, startDateIssues(start, options.startLocked ? null : today));
      // Keyword rules (keyword-limits.ts): each list shows its first broken rule; the bid range is the max CPC range.
      const keywordReq = options.keywordRequirements ?? DEFAULT_KEYWORD_REQUIREMENTS;
      for (const [path, field] of [
        ['keywords', 'KEYWORDS'],
        ['negativeKeywords', 'NEGATIVE_KEYWORDS'],
      ] as const) {
        const [first] = keywordIssues(v[path], field, keywordReq, req);
        if (first) ctx.addIssue({ code: 'custom', path: [path], message: keywordIssueText(first, t) });
      }
      if (v.endDate !== null && !validDate(v.endDate)) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: t('creator.errors.invalidDate') });
      } else if (start !== null) {
        report(ctx, endDateIssues(start, v.endDate && dateToDay(v.endDate)));
      }
    })
    .transform((v): CreatorOutput => ({
      name: v.name,
      channel: v.channel,
      markets: v.markets,
      skus: v.skus,
      dailyBudget: parseMoneyInput(v.dailyBudget),
      totalBudget: parseMoneyInput(v.totalBudget),
      // The refinements above guarantee a max CPC and a start date by now.
      maxCpc: parseMoneyInput(v.maxCpc) ?? 0,
      delivery: v.delivery,
      startDate: v.startDate ? dateToDay(v.startDate) : today,
      endDate: v.endDate ? dateToDay(v.endDate) : null,
      keywords: v.keywords,
      negativeKeywords: v.negativeKeywords,
    }));
}

export type CreatorSchema = ReturnType<typeof createCreatorSchema>;

/**
 * Form field a server error points at (docs/requirements.md §8 `field`): the domain's upper-case names
 * (NAME, MAX_CPC, END_DATE, …), request-validation property names (maxCpc, …), or, for errors
 * without a field, the one their type is about.
 */
export function creatorFieldOf(field: string | undefined, type: string): keyof CreatorFormValues | null {
  const byField: Record<string, keyof CreatorFormValues> = {
    NAME: 'name',
    CHANNEL: 'channel',
    MARKETS: 'markets',
    channel: 'channel',
    markets: 'markets',
    SKUS: 'skus',
    DAILY_BUDGET: 'dailyBudget',
    TOTAL_BUDGET: 'totalBudget',
    BUDGET: 'dailyBudget',
    MAX_CPC: 'maxCpc',
    delivery: 'delivery',
    START_DATE: 'startDate',
    END_DATE: 'endDate',
    KEYWORDS: 'keywords',
    NEGATIVE_KEYWORDS: 'negativeKeywords',
    name: 'name',
    skus: 'skus',
    dailyBudget: 'dailyBudget',
    totalBudget: 'totalBudget',
    maxCpc: 'maxCpc',
    startDate: 'startDate',
    endDate: 'endDate',
  };
  if (field && Object.hasOwn(byField, field)) return byField[field] ?? null;
  if (type === 'CampaignNameNotUniqueException') return 'name';
  if (type === 'TooManySkusException') return 'skus';
  return null;
}
