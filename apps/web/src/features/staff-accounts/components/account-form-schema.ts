import { isUuid, normalizeTaxId } from '@ads/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import type { StaffAccountCreate } from '../api/create-staff-account';
import type { StaffAccount } from '../api/get-staff-account';
import type { StaffAccountUpdate } from '../api/update-staff-account';

/** Fields the server names in its problems (ValidationException, banned, name taken) that the form shows. */
export const FORM_FIELDS = ['name', 'email', 'type', 'brandCodes', 'storeId', 'channels', 'markets', 'taxId'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

const list = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The account form: brand codes and markets are typed as comma lists; the tax id is a NIP
 * with its checksum or an EU VAT id (domain normalizeTaxId, the server's own rule); `email` only when
 * opening an account (an e-mail never changes, docs/requirements.md §1).
 */
export function accountFormSchema(t: TFunction, withEmail: boolean) {
  return z
    .object({
      name: z.string().trim().min(1, t('staffAccounts.errors.name')).max(200, t('staffAccounts.errors.name')),
      email: withEmail
        ? z
            .string()
            .trim()
            .regex(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/, t('staffAccounts.errors.email'))
        : z.string(),
      type: z.enum(['BRAND', 'MERCHANT']),
      brandCodes: z.string(),
      storeId: z.string().trim(),
      channels: z.array(z.enum(['MAIN', 'EOBUWIE'])).min(1, t('staffAccounts.errors.channels')),
      markets: z
        .string()
        .refine((v) => list(v).length > 0 && list(v).every((m) => /^[A-Za-z]{2}$/.test(m)), t('staffAccounts.errors.markets')),
      taxId: z.string().refine((v) => v.trim() === '' || normalizeTaxId(v) !== null, t('staffAccounts.errors.taxId')),
    })
    .superRefine((v, ctx) => {
      if (v.type === 'BRAND' && list(v.brandCodes).length === 0)
        ctx.addIssue({ code: 'custom', path: ['brandCodes'], message: t('staffAccounts.errors.brandCodes') });
      if (v.type === 'MERCHANT' && !isUuid(v.storeId))
        ctx.addIssue({ code: 'custom', path: ['storeId'], message: t('staffAccounts.errors.storeId') });
    });
}
export type AccountFormValues = z.input<ReturnType<typeof accountFormSchema>>;

export const EMPTY_FORM: AccountFormValues = {
  name: '',
  email: '',
  type: 'BRAND',
  brandCodes: '',
  storeId: '',
  channels: ['MAIN'],
  markets: 'PL',
  taxId: '',
};

/** Form values of an existing account. */
export function toFormValues(a: StaffAccount): AccountFormValues {
  return {
    name: a.name,
    email: '',
    type: a.type,
    brandCodes: a.brandCodes.join(', '),
    storeId: a.storeId ?? '',
    channels: [...a.channels],
    markets: a.markets.join(', '),
    taxId: a.taxId ?? '',
  };
}

/** The PUT body of the form's values. */
export function toUpdateBody(v: AccountFormValues): StaffAccountUpdate {
  return {
    name: v.name.trim(),
    type: v.type,
    brandCodes: v.type === 'BRAND' ? list(v.brandCodes) : [],
    storeId: v.type === 'MERCHANT' ? v.storeId.trim() : null,
    channels: v.channels,
    markets: list(v.markets).map((m) => m.toUpperCase()),
    taxId: v.taxId.trim() === '' ? null : v.taxId.trim(),
  };
}

/** The POST body of the form's values. */
export function toCreateBody(v: AccountFormValues): StaffAccountCreate {
  return { ...toUpdateBody(v), email: v.email.trim() };
}

/**
 * The form field and message of a server refusal, or null when it belongs in the shared handler:
 * a taken name, a banned e-mail or tax id and field-level validation errors, chosen by `type` and
 * `field` (never by message text).
 */
export function fieldError(error: unknown, t: TFunction): { field: FormField; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  const field = FORM_FIELDS.find((f) => f === error.field);
  if (error.type === 'AccountNameTakenException') return { field: 'name', message: error.message };
  if (!field) return null;
  if (error.type === 'OperationNotAllowedForAccountException') return { field, message: t('staffAccounts.errors.banned') };
  if (error.type === 'ValidationException') return { field, message: t(`staffAccounts.errors.${field}`) };
  return null;
}
