import { z } from 'zod';

/**
 * The operator's company data filled into the terms text's `{{company.name}}`, `{{company.address}}`,
 * `{{company.email}}` and `{{company.phone}}` placeholders (docs/terms.md). The defaults describe the
 * open-source demo deployment, the same as the web app's VITE_COMPANY_* defaults.
 */
export const termsEnv = z.object({
  COMPANY_NAME: z.string().min(1).default('Ads Portal Demo sp. z o.o.'),
  COMPANY_ADDRESS: z.string().min(1).default('ul. Przykładowa 1, 00-001 Warszawa, Polska'),
  COMPANY_EMAIL: z.string().min(1).default('ads@example.com'),
  COMPANY_PHONE: z.string().min(1).default('+48 22 000 00 00'),
});

export interface TermsConfig {
  /** Values of the terms text's placeholders. */
  company: { name: string; address: string; email: string; phone: string };
}

export function termsConfig(e: z.infer<typeof termsEnv>): TermsConfig {
  return { company: { name: e.COMPANY_NAME, address: e.COMPANY_ADDRESS, email: e.COMPANY_EMAIL, phone: e.COMPANY_PHONE } };
}
