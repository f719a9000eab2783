/** Public surface of the staff terms feature (the /marops/terms route only). */
export { PublishTermsForm } from './components/publish-terms-form';
export { TermsVersionsList } from './components/terms-versions-list';
