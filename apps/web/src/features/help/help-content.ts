import type { TFunction } from 'i18next';
import { DEFAULT_CAMPAIGN_REQUIREMENTS } from '@ads/domain';
import { formatMoney } from '@/lib/format';

/**
 * Help Center articles (docs/requirements.md §2 "/help-center"), in the UI's language: the texts are in
 * lib/i18n (`helpArticles`); the limits they quote come from the product's default rules
 * (`DEFAULT_CAMPAIGN_REQUIREMENTS`, docs/requirements.md §9), shown in Polish money format in both languages.
 */
export interface HelpSection {
  id: string;
  title: string;
  paragraphs: string[];
  /** Term–definition pairs, shown as a definition list. */
  terms?: { term: string; definition: string }[];
}

/** Contact data shown in the Contact article (the app passes the terms' company data). */
export interface HelpContact {
  email: string;
  phone: string;
}

const STAT_TERMS = ['views', 'clicks', 'ctr', 'cost', 'avgCpc', 'sales', 'revenue', 'roas'] as const;

export function helpSections(company: HelpContact, t: TFunction): HelpSection[] {
  const req = DEFAULT_CAMPAIGN_REQUIREMENTS;
  const limits = {
    minDaily: formatMoney(req.budget.dailyLimit.minValue),
    minTotal: formatMoney(req.budget.totalLimit.minValue),
    minCpc: formatMoney(req.maxCpc.minValue),
  };
  return [
    { id: 'campaigns', title: t('helpArticles.campaigns.title'), paragraphs: [t('helpArticles.campaigns.p1'), t('helpArticles.campaigns.p2'), t('helpArticles.campaigns.p3')] },
    { id: 'budgets', title: t('helpArticles.budgets.title'), paragraphs: [t('helpArticles.budgets.p1', limits), t('helpArticles.budgets.p2')] },
    { id: 'max-cpc', title: t('helpArticles.maxCpc.title'), paragraphs: [t('helpArticles.maxCpc.p1', limits)] },
    { id: 'auction', title: t('helpArticles.auction.title'), paragraphs: [t('helpArticles.auction.p1'), t('helpArticles.auction.p2')] },
    {
      id: 'statistics',
      title: t('helpArticles.statistics.title'),
      paragraphs: [t('helpArticles.statistics.p1')],
      terms: STAT_TERMS.map((k) => ({ term: t(`helpArticles.statistics.${k}`), definition: t(`helpArticles.statistics.${k}Definition`) })),
    },
    { id: 'attribution', title: t('helpArticles.attribution.title'), paragraphs: [t('helpArticles.attribution.p1')] },
    { id: 'billing', title: t('helpArticles.billing.title'), paragraphs: [t('helpArticles.billing.p1')] },
    {
      id: 'complaints',
      title: t('helpArticles.complaints.title'),
      paragraphs: [t('helpArticles.complaints.p1', { email: company.email }), t('helpArticles.complaints.p2'), t('helpArticles.complaints.p3')],
    },
    { id: 'contact', title: t('helpArticles.contact.title'), paragraphs: [t('helpArticles.contact.p1', { email: company.email, phone: company.phone })] },
  ];
}
