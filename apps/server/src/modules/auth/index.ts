/** The auth module's face (Admin accounts, sign-in, sessions and access tokens): all that other code may import from it (README.md). */
export { bearerToken, readAccessToken } from './access-token.ts';
export { ADMIN_USAGE, type AdminCommand, parseAdminCommand, runAdminCommand } from './admin-cli.ts';
export { forbidden, unauthorized } from './auth-errors.ts';
export { adminRefsOf, type AdminRef } from './admin-users.service.ts';
export { authRoutes } from './auth.routes.ts';
export { type Clock, systemClock } from './clock.ts';
export { ensureFirstAdmin } from './first-admin.ts';
export { randomJwtSecret, resolveJwtSecret } from './jwt-secret.ts';
export { readNewPassword } from './password-input.ts';
export { type ActiveSession, resumeSession } from './sessions.service.ts';
export { deleteSession, findSessionSummary, listLiveSessions } from './sessions-admin.service.ts';
