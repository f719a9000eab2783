import { describe, expect, it } from 'vitest';
import { checkLink } from './links';

describe('checkLink (docs/requirements.md §8 external links)', () => {
  const hosts = ['ads.example.pl', '*.eobuwie.pl'];

  it('takes site paths and http(s) links to allowed hosts', () => {
    expect(checkLink(' /help-center ', hosts)).toBe('/help-center');
    expect(checkLink('https://ads.example.pl/x', hosts)).toBe('https://ads.example.pl/x');
    expect(checkLink('http://www.eobuwie.pl/promo', hosts)).toBe('http://www.eobuwie.pl/promo');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x', 'blob:https://ads.example.pl/1', 'vbscript:x', 'ftp://ads.example.pl/'])(
    'refuses the protocol of %s',
    (link) => expect(() => checkLink(link, hosts)).toThrow(/protocol are refused/),
  );

  it('refuses other hosts, protocol-relative and backslash tricks', () => {
    expect(() => checkLink('https://evil.test/', hosts)).toThrow(/evil.test are not allowed/);
    expect(() => checkLink('//evil.test/x', hosts)).toThrow(/path of this site/);
    expect(() => checkLink('/\\evil.test', hosts)).toThrow();
    expect(() => checkLink('https://eobuwie.pl.evil.test/', hosts)).toThrow(/not allowed/);
  });
});
