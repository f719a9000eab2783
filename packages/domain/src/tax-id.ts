/**
 * Tax ids of advertiser accounts: a Polish NIP (10 digits with its mod-11 checksum) or an
 * EU VAT id (two-letter member-state prefix + 2–12 letters or digits, as VIES lists them; a PL prefix
 * must carry a valid NIP). Spaces, dots and dashes are ignored, letters upper-cased.
 */

/** Member-state prefixes of EU VAT ids (VIES; Greece uses EL, Northern Ireland XI). */
const EU_VAT_PREFIXES = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'EL',
  'ES',
  'FI',
  'FR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'XI',
]);

/** NIP check weights of digits 1–9 (Polish Ministry of Finance). */
const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** True when `digits` is 10 digits whose weighted sum mod 11 equals the last digit (never 10). */
export function isValidNip(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = NIP_WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

/**
 * The normalised tax id (e.g. "PL 526-000-12-46" → "PL5260001246", "526-000-12-46" → "5260001246"),
 * or null when `raw` is neither a valid NIP nor a well-formed EU VAT id.
 */
export function normalizeTaxId(raw: string): string | null {
  const id = raw.replace(/[\s.-]/g, '').toUpperCase();
  if (/^\d{10}$/.test(id)) return isValidNip(id) ? id : null;
  const m = /^([A-Z]{2})([0-9A-Z]{2,12})$/.exec(id);
  if (!m || !EU_VAT_PREFIXES.has(m[1]!)) return null;
  if (m[1] === 'PL') return isValidNip(m[2]!) ? id : null;
  return /\d/.test(m[2]!) ? id : null;
}

/** The NIP inside a tax id (the 10 digits of "PL…" or of a bare NIP), for matching bans; else the id itself. */
export function taxIdKey(normalized: string): string {
  return normalized.startsWith('PL') ? normalized.slice(2) : normalized;
}
