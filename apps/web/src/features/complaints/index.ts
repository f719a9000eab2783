/** Public surface of the complaints feature (used by app/ only): the button that opens the form, and the account's list. */
export type { ComplaintPrefill } from './components/complaint-form-dialog';
export { FileComplaintButton } from './components/file-complaint-button';
export { ComplaintsList } from './components/complaints-list';
