import { describe, expect, it } from 'vitest';
import { buildLink, paths } from './paths';

describe('buildLink (docs/requirements.md §2 link-building helper)', () => {
  it('leaves absolute http(s) links untouched', () => {
    expect(buildLink('https://example.com/a/', 'acc', true)).toBe('https://example.com/a/');
    expect(buildLink('http://x.pl')).toBe('http://x.pl');
  });

  it('trims slashes and prefixes the current account when asked', () => {
    expect(buildLink('/campaigns/list/', 'acc-1', true)).toBe('/accounts/acc-1/campaigns/list');
    expect(buildLink('//help-center//')).toBe('/help-center');
  });

  it('is "/" when account scoping is asked but no account is selected', () => {
    expect(buildLink('campaigns/list', null, true)).toBe('/');
  });
});

describe('paths', () => {
  it('builds docs/requirements.md §2 routes', () => {
    expect(paths.campaignsList('a')).toBe('/accounts/a/campaigns/list');
    expect(paths.campaignCreate('a')).toBe('/accounts/a/campaigns/create');
    expect(paths.campaignOverview('a', 'c')).toBe('/accounts/a/campaigns/c');
  });
});
