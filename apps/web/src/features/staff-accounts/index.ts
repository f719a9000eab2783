/** Staff account management. Imported only by app/routes/staff* (eslint staff fence). */
export { StaffAccountsList } from './components/staff-accounts-list';
export { CreateAccountDialog } from './components/create-account-dialog';
export { StaffAccountDetail } from './components/staff-account-detail';
export { StaffActingBanner } from './components/staff-acting-banner';
export { staffAccountQueryOptions } from './api/get-staff-account';
