import { describe, expect, it } from 'vitest';
import {
  assertGrosze,
  convertMinorUnits,
  divideHalfUp,
  groszeToDecimalString,
  InvalidMoneyFormatError,
  parsePln,
  plnNumberToGrosze,
} from './money';

describe('parsePln', () => {
  it.each([
    ['7', 700],
    ['0', 0],
    ['12.34', 1234],
    ['12,34', 1234],
    ['12.3', 1230],
    ['0,5', 50],
    [' 12.34 ', 1234],
    ['+1.5', 150],
    ['007.10', 710],
    ['20.00', 2000],
    ['1.00', 100],
  ])('parses %j as %i grosze', (text, grosze) => {
    expect(parsePln(text)).toBe(grosze);
  });

  it.each([
    ['12.345', 1235],
    ['12.344', 1234],
    ['12.3449999', 1234],
    ['12.3450', 1235],
    ['12.349', 1235],
    ['0.005', 1],
    ['0.004', 0],
    ['0.995', 100],
    ['99.995', 10000],
    ['1.005', 101],
    ['-1.005', -101],
    ['-1.004', -100],
    ['-12.345', -1235],
    ['-0,5', -50],
  ])('rounds %j half-up (away from zero) to %i grosze', (text, grosze) => {
    expect(parsePln(text)).toBe(grosze);
  });

  it('never returns negative zero', () => {
    expect(Object.is(parsePln('-0.004'), 0)).toBe(true);
    expect(Object.is(parsePln('-0'), 0)).toBe(true);
  });

  it('accepts the largest safe amount and refuses one grosz more', () => {
    expect(parsePln('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parsePln('-90071992547409.91')).toBe(-Number.MAX_SAFE_INTEGER);
    expect(() => parsePln('90071992547409.92')).toThrow(InvalidMoneyFormatError);
    expect(() => parsePln('99999999999999999999')).toThrow(InvalidMoneyFormatError);
  });

  it.each(['1.2.3', 'abc', '', ' ', '1e5', '1E5', '.5', '5.', '1,234.56', '1 000', '--1', '+-1', 'NaN', 'Infinity', '0x10', '12.34 PLN'])(
    'rejects %j with InvalidMoneyFormatError',
    (text) => {
      expect(() => parsePln(text)).toThrow(InvalidMoneyFormatError);
    },
  );

  it('carries the catalogue type and the offending input', () => {
    try {
      parsePln('abc');
      expect.unreachable('parsePln should have thrown');
    } catch (e) {
      expect(e).toBeInstanceOf(InvalidMoneyFormatError);
      const err = e as InvalidMoneyFormatError;
      expect(err.type).toBe('InvalidMoneyFormatException');
      expect(err.input).toBe('abc');
      expect(err.message).toBe('Invalid money format: abc');
    }
  });
});

describe('plnNumberToGrosze', () => {
  it.each([
    [0, 0],
    [0.1, 10],
    [0.2, 20],
    [0.3, 30],
    [19.99, 1999],
    [12.5, 1250],
    [1.005, 101], // shortest decimal text of the double is "1.005", so half-up gives 101 (not 100)
    [0.015, 2],
    [2.675, 268],
    [-0.005, -1],
    [-19.99, -1999],
    [123456789.125, 12345678913],
    [1e-7, 0],
    [0.000001, 0],
  ])('converts %d to %i grosze', (value, grosze) => {
    expect(plnNumberToGrosze(value)).toBe(grosze);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21, 1e20, -1e21])('rejects %d', (value) => {
    expect(() => plnNumberToGrosze(value)).toThrow(InvalidMoneyFormatError);
  });
});

describe('groszeToDecimalString', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [50, '0.50'],
    [100, '1.00'],
    [123450, '1234.50'],
    [-123456, '-1234.56'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('renders %i as %s', (grosze, text) => {
    expect(groszeToDecimalString(grosze)).toBe(text);
  });

  it('round-trips through parsePln', () => {
    for (const g of [0, 1, -1, 99, 100, 101, -2000, 1234567, Number.MAX_SAFE_INTEGER]) {
      expect(parsePln(groszeToDecimalString(g))).toBe(g);
    }
  });

  it.each([1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1, Infinity])('rejects non-grosze %d', (value) => {
    expect(() => groszeToDecimalString(value)).toThrow(InvalidMoneyFormatError);
  });
});

describe('assertGrosze', () => {
  it('accepts safe integers and rejects everything else', () => {
    expect(() => assertGrosze(0)).not.toThrow();
    expect(() => assertGrosze(-7)).not.toThrow();
    expect(() => assertGrosze(Number.MAX_SAFE_INTEGER)).not.toThrow();
    expect(() => assertGrosze(0.5)).toThrow(InvalidMoneyFormatError);
    expect(() => assertGrosze(2 ** 53)).toThrow(InvalidMoneyFormatError);
    expect(() => assertGrosze(Number.NaN)).toThrow(InvalidMoneyFormatError);
  });
});

describe('divideHalfUp', () => {
  it.each([
    [10, 4, 3], // 2.5 → 3
    [9, 4, 2], // 2.25 → 2
    [11, 4, 3], // 2.75 → 3
    [1, 3, 0], // 0.33 → 0
    [2, 3, 1], // 0.67 → 1
    [1, 2, 1], // 0.5 → 1
    [7, 1, 7],
    [0, 5, 0],
    [12345, 100, 123], // 123.45 → 123
    [12350, 100, 124], // 123.5 → 124
    [1999, 7, 286], // 285.571… → 286
    [-10, 4, -3], // −2.5 → −3: half away from zero, like parsePln("-0.025")
    [-9, 4, -2],
    [-11, 4, -3],
    [-1, 2, -1],
    [-1, 3, 0],
  ])('%i / %i = %i', (amount, divisor, expected) => {
    expect(divideHalfUp(amount, divisor)).toBe(expected);
  });

  it('agrees with parsePln on the sign of a half', () => {
    // −0.025 PLN is −2.5 grosze; both routes must round the same way.
    expect(divideHalfUp(-25, 10)).toBe(parsePln('-0.025'));
    expect(divideHalfUp(25, 10)).toBe(parsePln('0.025'));
  });

  it('is exact for large safe amounts', () => {
    expect(divideHalfUp(Number.MAX_SAFE_INTEGER, 1)).toBe(Number.MAX_SAFE_INTEGER);
    expect(divideHalfUp(Number.MAX_SAFE_INTEGER, 2)).toBe(4503599627370496); // …495.5 → …496
  });

  it.each([0, -1, 1.5, Number.NaN, Infinity])('rejects divisor %d with RangeError', (divisor) => {
    expect(() => divideHalfUp(100, divisor)).toThrow(RangeError);
  });

  it('rejects an amount that is not grosze', () => {
    expect(() => divideHalfUp(1.5, 1)).toThrow(InvalidMoneyFormatError);
    expect(() => divideHalfUp(Number.NaN, 2)).toThrow(InvalidMoneyFormatError);
  });
});

describe('convertMinorUnits', () => {
  it.each([
    [1199 * 100, '0.0465', 5575], // 5575.35 → 5575
    [1199 * 100, '0.04651', 5577], // 5576.549 → 5577
    [100, '0.125', 13], // 12.5 → 13
    [100, '0.12499', 12],
    [3, '0.5', 2], // 1.5 → 2
    [1, '0.5', 1], // 0.5 → 1
    [1, '0.4999', 0],
    [0, '0.0465', 0],
    [12345, '1', 12345],
    [12345, '1.0', 12345],
    [250, '4.2937', 1073], // 1073.425 → 1073
    [1000, '  0.5  ', 500],
    [-3, '0.5', -2], // −1.5 → −2, half away from zero as everywhere else
    [-119900, '0.0465', -5575],
  ])('%i minor units at %j = %i grosze', (minor, rate, expected) => {
    expect(convertMinorUnits(minor, rate)).toBe(expected);
  });

  it.each(['', 'abc', '-0.5', '+0.5', '1e-2', '0,0465', '.5', '1.2.3'])('rejects rate %j', (rate) => {
    expect(() => convertMinorUnits(100, rate)).toThrow(InvalidMoneyFormatError);
  });

  it('rejects a non-integer amount of minor units', () => {
    expect(() => convertMinorUnits(1.5, '1')).toThrow(InvalidMoneyFormatError);
  });

  it('refuses a result beyond safe grosze', () => {
    expect(convertMinorUnits(Number.MAX_SAFE_INTEGER, '1')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => convertMinorUnits(Number.MAX_SAFE_INTEGER, '2')).toThrow(InvalidMoneyFormatError);
  });
});
