/**
 * The embedded OpenID provider's door (docs/identity-keycloak.md): its plugin, its public key set for
 * token verification, password hashing and the HTML page helpers other server pages share.
 */
export { idpPlugin, type IdpKeyStore, type IdpPluginOptions, type IdpUser, type IdpUserDirectory } from './idp.plugin';
export { idpPublicKeySet, loadOrCreateSigningKey } from './keys';
export { hashPassword, verifyPassword } from './passwords';
export { escapeHtml, page, PAGE_HEADERS } from './html';
