/**
 * The audit module's door: the plugin for app.ts, its face, the change recorder routes and services
 * use (`recordChanges`, `auditAccount`, `ChangeRecorder`), and the chain check, its key and checkpoints for the CLI.
 */
export { auditModule } from './audit.plugin';
export type { AuditFace } from './audit.face';
export { auditAccount, recordChanges, type ChangeRecorder } from './audit-changes';
export { verifyAuditLog } from './audit-verify';
export { auditHmacKey } from './audit-key';
export { formatChainPoint, parseChainPoint, type ChainPoint } from './audit-chain';
