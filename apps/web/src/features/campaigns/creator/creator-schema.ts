import type { CampaignRequirements, Day, Grosze } from '@ads/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { dateToDay } from '@/lib/days';
import { formatMoney, parseMoneyInput } from '@/lib/format';

/**
 * The creator form (react-hook-form) and its zod schema, built from the server's campaign requirements
 * (GET /services-config, spec §5): name length, daily/total budget minimums, total ≥ daily × ratio,
 * max CPC range, 1..maxSkuCount SKUs, start date today or later, optional end date after the start,
 * a shop channel and at least one market (spec §1, §5; the server checks they are active).
 * Money is typed as PLN text and leaves the schema as integer grosze.
 */
export interface CreatorFormValues {
  name: string;
  /** Shop channel code ('' = not chosen): the main channel, EOBUWIE or ALL. */
  channel: string;
  /** Market codes. */
  markets: string[];
  skus: string[];
  dailyBudget: string;
  totalBudget: string;
  maxCpc: string;
  /** How the daily budget is spent (issue #8): STANDARD = spread over the day, ACCELERATED = as fast as possible. */
  delivery: Delivery;
  startDate: Date | null;
  endDate: Date | null;
}

export type Delivery = 'STANDARD' | 'ACCELERATED';

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
}

export function emptyCreatorValues(today: Date): CreatorFormValues {
  return { name: '', channel: '', markets: [], skus: [], dailyBudget: '', totalBudget: '', maxCpc: '', delivery: 'STANDARD', startDate: today, endDate: null };
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
  options: { startLocked?: boolean; skusOptional?: boolean } = {},
) {
  const money = (required: boolean) =>
    z.string().superRefine((text, ctx) => {
      if (text.trim() === '') {
        if (required) ctx.addIssue({ code: 'custom', message: t('creator.errors.moneyRequired') });
      } else if (parseMoneyInput(text) === null || (parseMoneyInput(text) ?? 0) < 0) {
        ctx.addIssue({ code: 'custom', message: t('creator.errors.money') });
      }
    });

  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, t('creator.errors.nameRequired'))
        .max(req.nameMaxLength, t('creator.errors.nameTooLong', { max: req.nameMaxLength })),
      channel: z.string().min(1, t('creator.errors.channelRequired')),
      markets: z.array(z.string()).min(1, t('creator.errors.marketsRequired')),
      skus: z
        .array(z.string())
        .min(options.skusOptional ? 0 : 1, t('creator.errors.skusRequired'))
        .max(req.maxSkuCount, t('creator.errors.skusTooMany', { max: req.maxSkuCount })),
      dailyBudget: money(false),
      totalBudget: money(false),
      maxCpc: money(true),
      delivery: z.enum(['STANDARD', 'ACCELERATED']),
      startDate: z.date({ message: t('creator.errors.startRequired') }).nullable(),
      endDate: z.date({ message: t('creator.errors.invalidDate') }).nullable(),
    })
    .superRefine((v, ctx) => {
      const daily = parseMoneyInput(v.dailyBudget);
      const total = parseMoneyInput(v.totalBudget);
      const maxCpc = parseMoneyInput(v.maxCpc);
      const issue = (path: keyof CreatorFormValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });

      if (maxCpc !== null && (maxCpc < req.maxCpc.minValue || maxCpc > req.maxCpc.maxValue)) {
        issue('maxCpc', t('creator.errors.maxCpcRange', { min: formatMoney(req.maxCpc.minValue), max: formatMoney(req.maxCpc.maxValue) }));
      }
      if (v.dailyBudget.trim() === '' && v.totalBudget.trim() === '') {
        issue('dailyBudget', t('creator.errors.budgetRequired'));
        issue('totalBudget', t('creator.errors.budgetRequired'));
      }
      if (daily !== null && daily < req.budget.dailyLimit.minValue) {
        issue('dailyBudget', t('creator.errors.dailyMin', { min: formatMoney(req.budget.dailyLimit.minValue) }));
      }
      if (total !== null && total < req.budget.totalLimit.minValue) {
        issue('totalBudget', t('creator.errors.totalMin', { min: formatMoney(req.budget.totalLimit.minValue) }));
      } else if (total !== null && daily !== null && total < daily * req.budget.totalLimit.ratio) {
        const min = formatMoney(Math.ceil(daily * req.budget.totalLimit.ratio));
        issue('totalBudget', t('creator.errors.totalRatio', { min, ratio: req.budget.totalLimit.ratio }));
      }

      if (!validDate(v.startDate)) {
        issue('startDate', t('creator.errors.startRequired'));
      } else if (!options.startLocked && dateToDay(v.startDate) < today) {
        issue('startDate', t('creator.errors.startPast'));
      }
      if (v.endDate !== null && !validDate(v.endDate)) {
        issue('endDate', t('creator.errors.invalidDate'));
      } else if (v.endDate !== null && validDate(v.startDate) && dateToDay(v.endDate) <= dateToDay(v.startDate)) {
        issue('endDate', t('creator.errors.endAfterStart'));
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
    }));
}

export type CreatorSchema = ReturnType<typeof createCreatorSchema>;

/**
 * Form field a server error points at (spec §8 `field`): the domain's upper-case names
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
