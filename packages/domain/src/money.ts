/**
 * Money rules (docs/conventions.md "Money"): amounts are integer grosze (1 PLN = 100 grosze), never floats.
 * Decimal inputs are parsed as text and rounded half-up to the grosz.
 */

/** An amount in integer grosze. Always a safe integer. */
export type Grosze = number;

export class InvalidMoneyFormatError extends Error {
  readonly type = 'InvalidMoneyFormatException';
  constructor(readonly input: unknown) {
    super(`Invalid money format: ${String(input)}`);
  }
}

const DECIMAL = /^([+-]?)(\d+)(?:[.,](\d+))?$/;

/**
 * Parses a decimal PLN amount ("12.34", "12,345", "7") into grosze, rounding half-up
 * (away from zero on .5) at the third decimal.
 * @throws InvalidMoneyFormatError on anything that is not a plain decimal or is out of safe range.
 */
export function parsePln(text: string): Grosze {
  const m = DECIMAL.exec(text.trim());
  if (!m) throw new InvalidMoneyFormatError(text);
  const [, sign, whole = '0', frac = ''] = m;
  const padded = (frac + '000').slice(0, 3);
  let grosze = BigInt(whole) * 100n + BigInt(padded.slice(0, 2));
  const third = Number(padded[2]);
  // half-up: the third decimal alone decides (.xx5 and above round up, digits after it cannot change that).
  if (third >= 5) grosze += 1n;
  if (sign === '-') grosze = -grosze;
  if (grosze > BigInt(Number.MAX_SAFE_INTEGER) || grosze < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new InvalidMoneyFormatError(text);
  }
  return Number(grosze);
}

/**
 * Converts a JSON number holding a currency amount in major units (e.g. Topsort's
 * `unitPrice: 12.5`) into grosze. Uses the number's shortest decimal text, so 0.1 stays 0.1.
 * @throws InvalidMoneyFormatError for NaN, infinities or exponent forms beyond safe range.
 */
export function plnNumberToGrosze(value: number): Grosze {
  if (!Number.isFinite(value)) throw new InvalidMoneyFormatError(value);
  const text = Math.abs(value) < 1e-6 && value !== 0 ? value.toFixed(10) : String(value);
  if (/e/i.test(text)) throw new InvalidMoneyFormatError(value);
  return parsePln(text);
}

/** Renders grosze as a plain decimal string with two decimals ("1234.50"), for wire formats. */
export function groszeToDecimalString(grosze: Grosze): string {
  assertGrosze(grosze);
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Throws unless `value` is a safe integer number of grosze. */
export function assertGrosze(value: number): asserts value is Grosze {
  if (!Number.isSafeInteger(value)) throw new InvalidMoneyFormatError(value);
}

/**
 * Divides grosze by a positive integer rounding half-up, away from zero like parsePln
 * (e.g. average CPC = cost / clicks).
 */
export function divideHalfUp(amount: Grosze, divisor: number): Grosze {
  assertGrosze(amount);
  if (!Number.isSafeInteger(divisor) || divisor <= 0) throw new RangeError('divisor must be a positive integer');
  const abs = Math.abs(amount);
  const q = Math.floor(abs / divisor);
  const r = abs - q * divisor;
  const rounded = 2 * r >= divisor ? q + 1 : q;
  return amount < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * Converts an integer amount in another currency's minor units to grosze at a fixed rate given as a
 * decimal string ("0.0465"), half-up (away from zero, like parsePln).
 * @throws InvalidMoneyFormatError for a malformed rate, a non-integer amount or a result beyond safe range.
 */
export function convertMinorUnits(minor: number, rate: string): Grosze {
  if (!Number.isSafeInteger(minor)) throw new InvalidMoneyFormatError(minor);
  const m = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!m) throw new InvalidMoneyFormatError(rate);
  const frac = m[2] ?? '';
  const scale = 10n ** BigInt(frac.length);
  const r = BigInt(m[1] + frac);
  const num = BigInt(Math.abs(minor)) * r;
  const q = num / scale;
  const rem = num % scale;
  const rounded = 2n * rem >= scale ? q + 1n : q;
  const grosze = Number(minor < 0 ? -rounded : rounded);
  assertGrosze(grosze);
  return grosze;
}
