/** Public surface of the terms feature (used by app/ only). */
export { TermsDialog } from './components/terms-dialog';
export { TermsVersionPage } from './components/terms-version-page';
export { company } from './company';
