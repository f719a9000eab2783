import type { EventsResponse } from '../modules/serving/events.schemas';
import type { AuctionRequest, AuctionResult } from '../modules/serving/serving.schemas';
import type { ReplaySetup } from '../modules/demo';

/** Largest batches the Topsort v2 contract allows: auctions per request, events of one kind per request. */
export const MAX_AUCTIONS_PER_REQUEST = 5;
export const MAX_EVENTS_PER_KIND = 50;

/** A minimal shop: calls the serving API with its API key (Node fetch keeps connections alive). */
export class ShopClient {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
  ) {}

  async auctions(auctions: AuctionRequest[]): Promise<AuctionResult[]> {
    return (await this.#post<{ results: AuctionResult[] }>('/v2/auctions', { auctions })).results;
  }

  async events(body: Record<string, unknown[]>): Promise<EventsResponse> {
    return this.#post<EventsResponse>('/v2/events', body);
  }

  /** The demo campaigns' charged clicks since `since`, their cost and their winners' max CPC sum (grosze). */
  async charged(since: Date): Promise<{ clicks: number; cost: number; maxCpc: number }> {
    return this.#post('/v2/replay/charged', { since: since.toISOString() });
  }

  async setup(createDemoCampaigns: boolean): Promise<ReplaySetup> {
    return this.#post<ReplaySetup>('/v2/replay/setup', { createDemoCampaigns });
  }

  /** @throws Error with the status and the start of the answer for any non-2xx answer. */
  async #post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.apiKey}` },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`POST ${path} answered HTTP ${response.status}: ${text.slice(0, 500)}`);
    return JSON.parse(text) as T;
  }
}
