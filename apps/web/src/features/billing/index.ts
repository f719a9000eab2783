export { BillingScreen } from './components/billing-screen';
