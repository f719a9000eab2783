/** Public surface of the complaints feature (used by app/ only): the form, its button and the account's list. */
export { ComplaintFormDialog, type ComplaintPrefill } from './components/complaint-form-dialog';
export { FileComplaintButton } from './components/file-complaint-button';
export { ComplaintsList } from './components/complaints-list';
