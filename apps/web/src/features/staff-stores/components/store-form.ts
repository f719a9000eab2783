import { z } from 'zod';
import type { TFunction } from 'i18next';

/** Host name rule of the server (stores.schemas.ts HOSTNAME_PATTERN): e.g. www.example.pl. */
const HOSTNAME = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * The store form's rules, the server's (StoreInputSchema) restated for field messages: name 1–200,
 * external id 1–100 without spaces, a host name, a channel, markets as "PL, CZ" (two-letter codes).
 * The output is the API body.
 */
export function storeFormSchema(t: TFunction) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, t('stores.errors.required'))
      .max(200, t('stores.errors.tooLong', { max: 200 })),
    externalId: z
      .string()
      .trim()
      .min(1, t('stores.errors.required'))
      .max(100, t('stores.errors.tooLong', { max: 100 }))
      .regex(/^\S+$/, t('stores.errors.noSpaces')),
    domain: z
      .string()
      .trim()
      .max(253, t('stores.errors.tooLong', { max: 253 }))
      .regex(HOSTNAME, t('stores.errors.domain')),
    channel: z.string().min(1, t('stores.errors.required')),
    markets: z
      .string()
      .transform((s) => [
        ...new Set(
          s
            .split(/[\s,]+/)
            .filter(Boolean)
            .map((m) => m.toUpperCase()),
        ),
      ])
      .pipe(
        z
          .array(z.string().regex(/^[A-Z]{2}$/, t('stores.errors.markets')))
          .min(1, t('stores.errors.markets'))
          .max(30, t('stores.errors.markets')),
      ),
  });
}

export type StoreFormValues = z.input<ReturnType<typeof storeFormSchema>>;
