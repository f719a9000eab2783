import { describe, expect, it } from 'vitest';
import { COMPANY_DEFAULTS } from './company';
import { termsEn, termsPl, TERMS_VERSION } from './terms-text';

const en = termsEn(COMPANY_DEFAULTS);
const pl = termsPl(COMPANY_DEFAULTS);
const enText = en.sections.flatMap((s) => [s.title, ...s.paragraphs]).join('\n');
const plText = pl.sections.flatMap((s) => [s.title, ...s.paragraphs]).join('\n');

describe('terms of service text (docs/requirements.md §1, §4, §5, §9)', () => {
  it('has 14 sections in Polish and in English, effective 1 August 2023', () => {
    expect(pl.sections).toHaveLength(14);
    expect(en.sections).toHaveLength(14);
    expect(TERMS_VERSION).toBe('2023-08-01');
    expect(en.effective).toContain('1 August 2023');
    expect(pl.effective).toContain('1 sierpnia 2023');
  });

  it.each([
    ['ranking', /max CPC\) multiplied by the click-through rate \(CTR\)/],
    ['per-click charges in PLN', /charged per click, in Polish zloty \(PLN\)/],
    ['monthly billing', /billing period is one calendar month/],
    ['invoice and payment', /issued within 5 days .* payable within 15 days/],
    ['changes within 2 hours', /take effect within 2 hours/],
    ['invitation link', /valid for 7 days/],
    ['one account per e-mail', /One e-mail address may belong to one user account only/],
    ['e-mail fixed', /cannot be changed/],
    ['complaints', /subject with the type of complaint and the date .* demand and contact details/],
    ['complaint answers', /within 30 days/],
    ['terms changes', /take effect 7 days after/],
    ['resolution', /1920x1440/],
    ['breach', /refuse or suspend a display, or terminate the service/],
    ['ban', /banned Advertiser may not open new accounts/],
    ['total budget', /suspended at once when its total budget is exhausted/],
    ['daily budget', /until the end of the day and resumes the next day/],
    ['sold out', /sold out/],
    ['48 h', /ends within 48 hours, and fees are due for the whole display period/],
    ['suspension', /No fees are charged while the service is suspended/],
    ['browsers', /Minimum browser versions: Google Chrome \d+/],
  ])('states %s', (_name, pattern) => {
    expect(enText).toMatch(pattern);
  });

  it('uses the company data in both languages', () => {
    for (const text of [enText, plText]) {
      expect(text).toContain(COMPANY_DEFAULTS.name);
      expect(text).toContain(COMPANY_DEFAULTS.email);
      expect(text).toContain(COMPANY_DEFAULTS.phone);
      expect(text).toContain(COMPANY_DEFAULTS.address);
    }
  });
});
