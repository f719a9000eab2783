import { CampaignCopyService } from './campaign-copy.service';
import { campaignCopyRoutes } from './campaign-copy.routes';
import { CampaignBulksheetRepository } from './campaign-bulksheet.repository';
import { CampaignBulksheetService } from './campaign-bulksheet.service';
import { campaignBulksheetRoutes } from './campaign-bulksheet.routes';
import fp from 'fastify-plugin';
import { activeChannelMarkets } from '@ads/domain';
import { apiScope } from '../../http/api-scope';
import { CampaignsRepository } from './campaigns.repository';
import { CampaignsService } from './campaigns.service';
import { campaignsRoutes } from './campaigns.routes';
import { CampaignEditRepository } from './campaign-edit.repository';
import { CampaignEditService } from './campaign-edit.service';
import { campaignEditRoutes } from './campaign-edit.routes';
import { BudgetService } from './budget.service';
import { InventoryRepository } from './inventory.repository';
import { InventoryService } from './inventory.service';
import { inventoryRoutes } from './inventory.routes';
import { CampaignListRepository } from './campaign-list.repository';
import { CampaignListsService } from './campaign-lists.service';
import { campaignViewsRoutes } from './campaign-views.routes';
import { SuggestionsRepository } from './suggestions.repository';
import { SuggestionsService } from './suggestions.service';
import { KeywordsRepository } from './keywords.repository';
import { KeywordsService } from './keywords.service';
import { keywordsRoutes } from './keywords.routes';
import { KeywordSuggestionsRepository } from './keyword-suggestions.repository';
import { KeywordSuggestionsService, type SearchTermSuggestionSource } from './keyword-suggestions.service';
import { CampaignNoticesRepository } from './campaign-notices.repository';
import { budgetNotices, campaignEndNotices, stockNotices } from './campaign-notices';

/** In-process interval of the campaign-end check on PGlite (ms). */
const IN_PROCESS_EVERY_MS = 3_600_000;

/**
 * The campaigns module (drafts, publishing, edits, bulk actions, inventory, budgets, lists with
 * statistics, suggestions, search keywords) under /api. Needs the accounts (inventory rules), statistics (list totals),
 * serving (pace) and billing (a billing profile to publish) modules; announces changes as
 * `campaigns.changed` domain events (serving listens). Tells advertisers through `app.notifications`
 * (campaign-notices.ts, docs/notifications.md "Sources"): budget notices follow `campaigns.spent`, out-of-stock
 * ones `catalogue.changed`, and campaign ends are checked daily (job `notifications-campaign-end`, 00:15 Warsaw).
 */
export const campaignsModule = fp(
  async (app) => {
    const { db, now, domainEvents: events, accounts, statistics, serving } = app;
    const common = { accounts, requirements: app.config.campaignRequirements, keywordRequirements: app.config.keywordRequirements, now };
    const repo = new CampaignsRepository(db);
    const channelMarkets = activeChannelMarkets(app.config.productChannel.code);
    // Pace shown with each campaign: the same learnt curve serving uses, loaded on first use then hourly.
    const pace = serving;
    const servedPlaces = () => app.shopKeys.servedPlaces();
    const billingProfiles = app.billing;
    const campaigns = new CampaignsService({ ...common, repo, events, channelMarkets, pace, servedPlaces, billingProfiles });
    const edit = new CampaignEditService({ ...common, channelMarkets, repo, campaigns, edit: new CampaignEditRepository(db), events });
    const budgets = new BudgetService({ ...common, repo, campaigns, edit });
    const inventory = new InventoryService({ ...common, repo, inventory: new InventoryRepository(db), events });
    const totals = statistics.campaignTotals.bind(statistics);
    const lists = new CampaignListsService({ ...common, lists: new CampaignListRepository(db), campaigns, totals, pace, servedPlaces });
    const keywordsRepo = new KeywordsRepository(db);
    const keywords = new KeywordsService({ ...common, keywords: keywordsRepo, events });
    // Search-term suggestions ('searches'): the terms seen by the account's campaigns sharing the owner's products,
    // from the statistics module's search-term roll-up.
    const suggestionsRepo = new KeywordSuggestionsRepository(db);
    const searchTerms: SearchTermSuggestionSource = async (scope, owner, id, limit, exclude) =>
      statistics.recentSearchTerms(scope, await suggestionsRepo.campaignsSharingProducts(owner, scope, id), limit, exclude);
    const keywordSuggestions = new KeywordSuggestionsService({ keywords: keywordsRepo, suggestions: suggestionsRepo, searchTerms });
    const suggestions = new SuggestionsService({ ...common, suggestions: new SuggestionsRepository(db) });
    const bulksheets = new CampaignBulksheetService({ ...common, bulksheets: new CampaignBulksheetRepository(db), repo, events });
    const copy = new CampaignCopyService({ campaigns, inventory, keywords, requirements: common.requirements });

    const notices = new CampaignNoticesRepository(db);
    const notifications = app.notifications;
    app.jobs.add({
      name: 'notifications-campaign-end',
      cron: '15 0 * * *',
      everyMs: IN_PROCESS_EVERY_MS,
      run: () => campaignEndNotices(notices, notifications, now()),
    });
    const onSpent = budgetNotices(notices, notifications);
    const spentListener = (spent: Parameters<typeof onSpent>[0]) =>
      void onSpent(spent).catch((err: unknown) => app.log.error({ err }, 'budget notices failed'));
    const onStock = (ids?: string[]) => {
      if (ids?.length)
        void stockNotices(notices, notifications, ids, now()).catch((err: unknown) => app.log.error({ err }, 'stock notices failed'));
    };
    events.on('campaigns.spent', spentListener);
    events.on('catalogue.changed', onStock);
    app.addHook('onClose', async () => {
      events.off('campaigns.spent', spentListener);
      events.off('catalogue.changed', onStock);
    });

    await apiScope(app, async (api) => {
      await campaignsRoutes(api, { campaigns });
      await campaignEditRoutes(api, { edit, budgets });
      await inventoryRoutes(api, { inventory });
      await campaignViewsRoutes(api, { lists, suggestions });
      await keywordsRoutes(api, { keywords, suggestions: keywordSuggestions });
      await campaignCopyRoutes(api, { copy });
      await campaignBulksheetRoutes(api, { bulksheets });
    });
  },
  {
    name: 'campaigns',
    dependencies: ['ads-core', 'ads-access', 'audit', 'jobs', 'notifications', 'accounts', 'statistics', 'serving', 'billing', 'shop-keys'],
    fastify: '5.x',
  },
);
