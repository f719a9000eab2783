import { DomainError, normalizeTaxId } from '@ads/domain';
import type { StaffScope } from '../access';
import { EMAIL_PATTERN } from './account-users.service';
import type { AccountFields, AccountsStaffRepository } from './accounts.staff.repository';
import type { StaffAccountUpdate } from './accounts.staff.schemas';

/**
 * Checks and normalises the editable fields (docs/requirements.md §5 uniqueness and e-mail rules):
 * trimmed non-blank name; BRAND with ≥ 1 brand code of /brands and no store; MERCHANT with an
 * existing store and no brands; a valid NIP or EU VAT id (normalised) or none.
 * @throws DomainError ValidationException (400) with field name, type, brandCodes, storeId or taxId.
 */
export async function checkedFields(staff: StaffScope, repo: AccountsStaffRepository, body: StaffAccountUpdate): Promise<AccountFields> {
  const name = body.name.trim();
  if (name === '') throw new DomainError('ValidationException', 'The account name must not be blank.', 'name');
  const brandCodes = body.type === 'BRAND' ? [...new Set(body.brandCodes)] : [];
  const storeId = body.type === 'MERCHANT' ? (body.storeId ?? null) : null;
  if (body.type === 'BRAND') {
    if (brandCodes.length === 0) throw new DomainError('ValidationException', 'A BRAND account needs at least one brand.', 'brandCodes');
    const unknown = await repo.unknownBrands(staff, brandCodes);
    if (unknown.length > 0) throw new DomainError('ValidationException', `Unknown brand codes: ${unknown.join(', ')}.`, 'brandCodes');
  } else if (!storeId || !(await repo.storeExists(staff, storeId))) {
    throw new DomainError('ValidationException', 'A MERCHANT account needs an existing store.', 'storeId');
  }
  const rawTax = body.taxId?.trim() ?? '';
  const taxId = rawTax === '' ? null : normalizeTaxId(rawTax);
  if (rawTax !== '' && taxId === null) {
    throw new DomainError('ValidationException', 'Enter a valid NIP (10 digits with its checksum) or EU VAT id.', 'taxId');
  }
  return { name, type: body.type, brandCodes, storeId, channels: [...body.channels], markets: [...body.markets], taxId };
}

/**
 * A trimmed e-mail that matches the general pattern (docs/requirements.md §5).
 * @throws DomainError ValidationException (400, field email) otherwise.
 */
export function checkedEmail(raw: string): string {
  const email = raw.trim();
  if (email.length > 254 || !EMAIL_PATTERN.test(email))
    throw new DomainError('ValidationException', 'Enter a valid e-mail address.', 'email');
  return email;
}

/** The editable fields, in the order the audit log compares them. */
export const ACCOUNT_FIELDS = ['name', 'type', 'brandCodes', 'storeId', 'channels', 'markets', 'taxId'] as const;
