import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAllowedExternalUrl, isRefusedProtocol, navigateExternal } from './external';

afterEach(() => vi.restoreAllMocks());

describe('external navigation (docs/requirements.md §8)', () => {
  it('refuses javascript, data, blob and vbscript, however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<b>x</b>',
      'blob:https://x/1',
      'vbscript:msgbox',
    ]) {
      expect(isRefusedProtocol(href)).toBe(true);
      expect(isAllowedExternalUrl(href, ['x'])).toBe(false);
    }
  });

  it('allows http(s) only to allowed hosts (exact or *.subdomain), and mailto/tel', () => {
    const allowed = ['help.example.com', '*.shop.test'];
    expect(isAllowedExternalUrl('https://help.example.com/a', allowed)).toBe(true);
    expect(isAllowedExternalUrl('https://eu.shop.test/a', allowed)).toBe(true);
    expect(isAllowedExternalUrl('https://evil.test/a', allowed)).toBe(false);
    expect(isAllowedExternalUrl('https://help.example.com.evil.test/', allowed)).toBe(false);
    expect(isAllowedExternalUrl('ftp://help.example.com/', allowed)).toBe(false);
    expect(isAllowedExternalUrl('mailto:ads@example.com', allowed)).toBe(true);
  });

  it("allows the app's own host by default", () => {
    expect(isAllowedExternalUrl(`${window.location.origin}/help-center`)).toBe(true);
    expect(isAllowedExternalUrl('https://elsewhere.test/')).toBe(false);
  });

  it('opens allowed URLs in a new tab without an opener and does nothing otherwise', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(navigateExternal('https://ok.test/x', { newTab: true, allowedHosts: ['ok.test'] })).toBe(true);
    expect(open).toHaveBeenCalledWith('https://ok.test/x', '_blank', 'noopener,noreferrer');
    expect(navigateExternal('javascript:alert(1)', { newTab: true, allowedHosts: ['ok.test'] })).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
