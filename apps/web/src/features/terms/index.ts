/** Public surface of the terms feature (used by app/ only). */
export { TermsDialog } from './components/terms-dialog';
export { TERMS_VERSION } from './terms-text';
export { company } from './company';
