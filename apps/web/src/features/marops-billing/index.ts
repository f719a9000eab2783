export { MaropsBillingScreen } from './components/marops-billing-screen';
