/**
 * The notice of new terms, apart from the feature's index so that the shell can show it without loading
 * the terms dialog and its markdown renderer (docs/web-first-load.md).
 */
export { UpcomingTermsNotice } from './components/upcoming-terms-notice';
