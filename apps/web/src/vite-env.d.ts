/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the Ads Portal server (API and IdP). Default: the page's own origin. */
  readonly VITE_API_ORIGIN?: string;
  /** Endpoint receiving error-report envelopes by POST (docs/requirements.md §7). Unset: errors go to the console only. */
  readonly VITE_ERROR_REPORTING_URL?: string;
  /** Comma list of extra hosts external navigation may go to (docs/requirements.md §8), e.g. `help.example.com,*.example.org`. */
  readonly VITE_ALLOWED_EXTERNAL_HOSTS?: string;
  /** Company data of the terms of service (src/features/terms/company.ts has the defaults). */
  readonly VITE_COMPANY_NAME?: string;
  readonly VITE_COMPANY_ADDRESS?: string;
  readonly VITE_COMPANY_EMAIL?: string;
  readonly VITE_COMPANY_PHONE?: string;
}

/** Version of apps/web/package.json, injected at build time by Vite `define` (docs/requirements.md §7 version check). */
declare const __APP_VERSION__: string;

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
