/** The monitoring module's face (Health, request counts, the audit log): all that other code may import from it (README.md). */
export { adminSystem } from './admin-system.plugin.ts';
export { auditRoutes } from './audit.routes.ts';
export { auditedTransaction, type AuditEntry, recordAudit } from './audit.service.ts';
export { healthRoutes } from './health.routes.ts';
export { monitoringRoutes } from './monitoring.routes.ts';
export { jobsAdminRoutes } from './jobs-admin.routes.ts';
