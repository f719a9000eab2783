import { DomainError } from './errors';

/** Protocols never followed (docs/requirements.md §8). */
const REFUSED = ['javascript:', 'data:', 'blob:', 'vbscript:'];

/**
 * Checks a link staff attach to an announcement or a static banner (docs/requirements.md §8 "navigation to an
 * external URL is refused unless allowed; javascript, data, blob and vbscript protocols are refused").
 * Accepted: a path of this site (`/help-center`, not `//host`), or an http(s) URL whose host is in
 * `allowedHosts` (exact names, or `*.example.com` for its subdomains).
 * @returns the link trimmed.
 * @throws DomainError ValidationException (field LINK) naming the reason.
 */
export function checkLink(link: string, allowedHosts: readonly string[], field = 'LINK'): string {
  const value = link.trim();
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new DomainError('ValidationException', 'The link must be a path of this site (/…) or an http(s) address.', field);
  }
  if (REFUSED.includes(url.protocol) || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new DomainError('ValidationException', `Links with the ${url.protocol} protocol are refused.`, field);
  }
  const host = url.host.toLowerCase();
  const allowed = allowedHosts.some((a) => (a.startsWith('*.') ? host.endsWith(a.slice(1).toLowerCase()) : host === a.toLowerCase()));
  if (!allowed)
    throw new DomainError('ValidationException', `Links to ${host} are not allowed (allowed hosts: ${allowedHosts.join(', ')}).`, field);
  return value;
}
