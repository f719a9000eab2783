import type { preHandlerAsyncHookHandler } from 'fastify';
import type { App } from '../../http/types';
import type { ModuleContext } from '../context';
import type { AccountsService } from '../accounts/accounts.service';
import type { CampaignTotals } from './campaign-list';
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

/**
 * Builds the campaigns module (drafts, publishing, edits, bulk actions, inventory, budgets, lists,
 * statistics per campaign, suggestions) and registers its routes on `api` (mounted under /api).
 */
export async function campaignsModule(
  api: App,
  deps: { ctx: ModuleContext; accounts: AccountsService; totals: CampaignTotals; withAccount: preHandlerAsyncHookHandler },
): Promise<void> {
  const { ctx, accounts, totals, withAccount } = deps;
  const common = { accounts, requirements: ctx.config.campaignRequirements, now: ctx.now };
  const repo = new CampaignsRepository(ctx.db);
  const campaigns = new CampaignsService({ ...common, repo, events: ctx.events });
  const edit = new CampaignEditService({ ...common, repo, campaigns, edit: new CampaignEditRepository(ctx.db), events: ctx.events });
  const budgets = new BudgetService({ ...common, repo, campaigns, edit });
  const inventory = new InventoryService({ ...common, repo, inventory: new InventoryRepository(ctx.db), events: ctx.events });
  const lists = new CampaignListsService({ ...common, lists: new CampaignListRepository(ctx.db), campaigns, totals });
  const suggestions = new SuggestionsService({ ...common, suggestions: new SuggestionsRepository(ctx.db) });

  await campaignsRoutes(api, { campaigns, withAccount });
  await campaignEditRoutes(api, { edit, budgets, withAccount });
  await inventoryRoutes(api, { inventory, withAccount });
  await campaignViewsRoutes(api, { lists, suggestions, withAccount });
}
