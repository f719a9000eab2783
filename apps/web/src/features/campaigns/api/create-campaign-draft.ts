import { api, unwrap } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';

export type DraftInput = RequestBody<'/api/campaign-drafts', 'post'>;
export type Draft = ResponseBody<'/api/campaign-drafts', 'post', 201>;

/** POST /campaign-drafts — saves the creator's values as a draft of the current account. */
export function createCampaignDraft(body: DraftInput): Promise<Draft> {
  return unwrap(api.POST('/api/campaign-drafts', { body }));
}
