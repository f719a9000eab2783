import { z } from 'zod';
import { bool } from '../../plugins/env';

export const demoEnv = z.object({
  DEMO_DATA: bool.optional(),
});

export interface DemoConfig {
  /** Create demo users, accounts and stores on start (default: on with the embedded identity provider). */
  demoData: boolean;
}

export function demoConfig(e: z.infer<typeof demoEnv>, oidc: { embedded: boolean }): DemoConfig {
  return { demoData: e.DEMO_DATA ?? oidc.embedded };
}
