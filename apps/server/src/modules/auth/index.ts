/** The auth module's door: bearer-token verification (jose) and role checks, and its problem answers. */
export { authPlugin, requireRole, userFromClaims, type AuthPluginOptions, type AuthUser } from './auth.plugin';
export { sendAuthProblem } from './problems';
