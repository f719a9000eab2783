export { AuditLogScreen } from './components/audit-log-screen';
