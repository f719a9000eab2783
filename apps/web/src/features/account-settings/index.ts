/** Public surface of the account settings feature (used by app/ only). */
export { AccountSettings } from './components/account-settings';
