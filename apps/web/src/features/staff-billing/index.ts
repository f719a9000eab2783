export { StaffBillingScreen } from './components/staff-billing-screen';
