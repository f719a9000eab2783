/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the Ads Portal server (API and IdP). Default: the page's own origin. */
  readonly VITE_API_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
