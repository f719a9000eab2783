/** Public surface of the staff complaints feature (used by the staff route modules only). */
export { ComplaintsQueue } from './components/complaints-queue';
