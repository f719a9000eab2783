/** Shared HTML helpers for the provider's pages: escaping, one layout, one small inline style sheet. */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** System fonts only: the pages must render offline (docs/identity-keycloak.md §2.6: the defaults load a Google font). */
const CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
  background:#f3f4f6;color:#111827}
main{width:100%;max-width:400px;margin:24px;padding:32px;background:#fff;border-radius:12px;
  box-shadow:0 1px 3px rgba(0,0,0,.12),0 8px 24px rgba(0,0,0,.06)}
.brand{margin:0 0 4px;font-size:14px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#6b7280}
h1{margin:0 0 24px;font-size:24px;font-weight:600}
label{display:block;margin:16px 0 6px;font-size:14px;font-weight:500}
input{width:100%;padding:10px 12px;font:inherit;border:1px solid #d1d5db;border-radius:8px;background:#fff}
input:focus{outline:2px solid #2563eb;outline-offset:1px;border-color:#2563eb}
input[aria-invalid=true]{border-color:#dc2626}
button{width:100%;margin-top:24px;padding:11px 12px;font:inherit;font-weight:600;color:#fff;
  background:#2563eb;border:0;border-radius:8px;cursor:pointer}
button:hover{background:#1d4ed8}
.alert{margin:0 0 8px;padding:10px 12px;border-radius:8px;background:#fef2f2;color:#991b1b;font-size:14px}
p{margin:0 0 12px}
a{color:#2563eb}
`;

/** A complete HTML document with the shared style; `body` must already be escaped. */
export function page(title: string, body: string, extraHead = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
${extraHead}
</head>
<body>
<main>
<p class="brand">Ads Portal</p>
${body}
</main>
</body>
</html>`;
}

/**
 * Headers for every page the provider renders itself: no caching (they carry per-flow state)
 * and no framing by other sites (clickjacking; Keycloak sends the same two by default).
 */
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy': "frame-ancestors 'self'",
} as const;
