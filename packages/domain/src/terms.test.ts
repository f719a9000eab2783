import { describe, expect, it } from 'vitest';
import {
  acceptedTermsInForce,
  earliestTermsEffectDay,
  termsPublicationIssues,
  termsTakeEffectAt,
  termsVersionInForce,
} from './terms';

const text = '# Terms\n\nText.';

describe('terms publication: at least 7 Warsaw calendar days of notice (docs/requirements.md §1)', () => {
  it('takes effect at the Warsaw midnight of the day, winter and summer', () => {
    expect(termsTakeEffectAt('2026-12-09').toISOString()).toBe('2026-12-08T23:00:00.000Z');
    expect(termsTakeEffectAt('2026-07-09').toISOString()).toBe('2026-07-08T22:00:00.000Z');
  });

  it('refuses a day less than 7 days ahead and accepts the first day at least 7 days ahead', () => {
    const now = new Date('2026-12-01T09:00:00Z'); // 10:00 in Warsaw
    expect(earliestTermsEffectDay(now)).toBe('2026-12-09');
    expect(termsPublicationIssues({ text, takesEffectOn: '2026-12-08' }, now)).toEqual([
      { field: 'TAKES_EFFECT_ON', code: 'TAKES_EFFECT_TOO_SOON', params: { earliestDay: '2026-12-09' } },
    ]);
    expect(termsPublicationIssues({ text, takesEffectOn: '2026-12-09' }, now)).toEqual([]);
    expect(termsPublicationIssues({ text, takesEffectOn: '2027-06-01' }, now)).toEqual([]);
  });

  it('accepts exactly 7 days when published at a Warsaw midnight', () => {
    const midnight = termsTakeEffectAt('2026-12-01');
    expect(earliestTermsEffectDay(midnight)).toBe('2026-12-08');
    expect(earliestTermsEffectDay(new Date(midnight.getTime() + 1))).toBe('2026-12-09');
  });

  it('counts Warsaw wall-clock days across the autumn DST change (a 169-hour notice week)', () => {
    // 2026-10-19 00:30 CEST; clocks go back on 25 October. 26 Oct 00:00 CET is 168.5 h later but
    // only 6 days 23.5 h on the wall clock, so it is too soon; 27 October is the earliest.
    const now = new Date('2026-10-18T22:30:00Z');
    expect(termsTakeEffectAt('2026-10-26').getTime() - now.getTime()).toBe(168.5 * 3600_000);
    expect(earliestTermsEffectDay(now)).toBe('2026-10-27');
    expect(termsPublicationIssues({ text, takesEffectOn: '2026-10-26' }, now)[0]).toMatchObject({ code: 'TAKES_EFFECT_TOO_SOON' });
  });

  it('counts Warsaw wall-clock days across the spring DST change (a 167-hour notice week)', () => {
    // 2027-03-21 00:00 CET; clocks go forward on 28 March. 28 Mar 00:00 is 7 wall-clock days (168 h)
    // later; published at 00:30 CET, 29 Mar 00:00 CEST is 7 days 22.5 h on the wall clock.
    const midnight = termsTakeEffectAt('2027-03-21');
    expect(earliestTermsEffectDay(midnight)).toBe('2027-03-28');
    const now = new Date('2027-03-21T00:30:00+01:00');
    expect(earliestTermsEffectDay(now)).toBe('2027-03-29');
    // Published on the DST day itself, after the change: 4 April is the earliest.
    expect(earliestTermsEffectDay(new Date('2027-03-28T03:30:00+02:00'))).toBe('2027-04-05');
  });

  it('refuses a malformed day and a blank or too long text', () => {
    const now = new Date('2026-12-01T09:00:00Z');
    expect(termsPublicationIssues({ text: ' ', takesEffectOn: '2026-02-30' }, now).map((i) => i.code)).toEqual([
      'TEXT_REQUIRED',
      'TAKES_EFFECT_ON_INVALID',
    ]);
    expect(termsPublicationIssues({ text: 'x'.repeat(100_001), takesEffectOn: '2027-01-01' }, now).map((i) => i.code)).toEqual(['TEXT_TOO_LONG']);
  });
});

describe('version in force and acceptance', () => {
  const versions = [
    { version: 1, takesEffectAt: termsTakeEffectAt('2023-08-01') },
    { version: 2, takesEffectAt: termsTakeEffectAt('2026-12-09') },
  ];

  it('is the newest version whose day has started', () => {
    expect(termsVersionInForce(versions, new Date('2026-12-08T22:59:59Z'))).toBe(1);
    expect(termsVersionInForce(versions, new Date('2026-12-08T23:00:00Z'))).toBe(2);
    expect(termsVersionInForce(versions, new Date('2023-07-01T00:00:00Z'))).toBeNull();
  });

  it('counts as accepted only the version in force or a newer one', () => {
    expect(acceptedTermsInForce(null, 1)).toBe(false);
    expect(acceptedTermsInForce(1, 2)).toBe(false);
    expect(acceptedTermsInForce(2, 2)).toBe(true);
    expect(acceptedTermsInForce(null, null)).toBe(true);
  });
});
