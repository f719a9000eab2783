import { api, unwrap } from '@/lib/api/client';
import type { RequestBody, ResponseBody } from '@/lib/api/types';

export type DraftPatch = RequestBody<'/api/campaign-drafts/{id}', 'patch'>;
export type UpdatedDraft = ResponseBody<'/api/campaign-drafts/{id}', 'patch'>;

/** PATCH /campaign-drafts/{id} — changes a draft (If-Match optional on the server, not sent here). */
export function updateCampaignDraft(id: string, body: DraftPatch): Promise<UpdatedDraft> {
  return unwrap(api.PATCH('/api/campaign-drafts/{id}', { params: { path: { id } }, body }));
}
