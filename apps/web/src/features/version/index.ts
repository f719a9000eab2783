/** Public surface of the version feature (used by app/ only). */
export { useVersionNotice } from './use-version-notice';
export { CLIENT_VERSION, RELEASE_LABEL, VERSION_POLL_MS } from './version-check';
