/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the Ads Portal server (API and IdP). Default: the page's own origin. */
  readonly VITE_API_ORIGIN?: string;
  /**
   * DSN of the error service (Sentry or a Sentry-compatible service; docs/requirements.md §7.10), e.g.
   * `https://<key>@errors.example.com/<project>`. Unset: nothing of the SDK loads; errors go to the console.
   */
  readonly VITE_ERROR_REPORTING_DSN?: string;
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
