/**
 * Navigation to external URLs (docs/requirements.md §8): refused unless the host is allowed, and always refused for
 * the javascript:, data:, blob: and vbscript: protocols. Allowed hosts: the app's own host plus the
 * comma list in `VITE_ALLOWED_EXTERNAL_HOSTS` (exact host names, or `*.example.com` for subdomains).
 */
export const REFUSED_PROTOCOLS = ['javascript:', 'data:', 'blob:', 'vbscript:'] as const;

const configuredHosts = (import.meta.env.VITE_ALLOWED_EXTERNAL_HOSTS ?? '')
  .split(',')
  .map((h) => h.trim().toLowerCase())
  .filter(Boolean);

function ownHost(): string[] {
  return typeof window === 'undefined' ? [] : [window.location.host.toLowerCase()];
}

function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase();
  return allowed.some((a) => (a.startsWith('*.') ? h.endsWith(a.slice(1)) : h === a));
}

/** Parses `href` against the current page; null when it cannot be parsed. */
function parse(href: string): URL | null {
  try {
    return new URL(href.trim(), typeof window === 'undefined' ? 'http://localhost/' : window.location.href);
  } catch {
    return null;
  }
}

/** True for hrefs that must never be followed (script-running or opaque-content protocols). */
export function isRefusedProtocol(href: string): boolean {
  const url = parse(href);
  // The URL parser strips tabs and newlines and lower-cases the scheme: "java\tscript:" is caught too.
  return url === null || (REFUSED_PROTOCOLS as readonly string[]).includes(url.protocol);
}

/**
 * True when navigating to `href` is allowed: http(s) to an allowed host, or mailto:/tel:.
 * `allowedHosts` defaults to the app's host plus the configured list.
 */
export function isAllowedExternalUrl(href: string, allowedHosts: readonly string[] = [...ownHost(), ...configuredHosts]): boolean {
  if (isRefusedProtocol(href)) return false;
  const url = parse(href);
  if (!url) return false;
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return true;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return hostAllowed(url.host, allowedHosts);
}

/**
 * Navigates to `href` (in a new tab with `newTab`, without an opener) when allowed.
 * @returns false when the navigation was refused (nothing happens then).
 */
export function navigateExternal(
  href: string,
  { newTab = false, allowedHosts }: { newTab?: boolean; allowedHosts?: readonly string[] } = {},
): boolean {
  if (!isAllowedExternalUrl(href, allowedHosts)) {
    console.warn('[navigation] refused external URL', href);
    return false;
  }
  if (newTab) window.open(href, '_blank', 'noopener,noreferrer');
  else window.location.assign(href);
  return true;
}
