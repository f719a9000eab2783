import type { addIntegration } from '@sentry/react';
import { replayIntegration } from '@sentry/react';

/**
 * Sentry's session recording (Replay), a chunk of its own that ./sentry.ts loads after init and
 * never locally (docs/requirements.md §7.8). Sample rates are the client's (docs/requirements.md §9.7).
 * Texts and inputs are masked and media blocked, Replay's defaults.
 */
export function replay(): Parameters<typeof addIntegration>[0] {
  return replayIntegration();
}
