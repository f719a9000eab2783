/**
 * The access module's door (ground every module stands on): the actor a request resolves to, the
 * checks every service method starts with, and the plugin that resolves the actor once per request
 * (docs/architecture.md "Plugins and access").
 */
export * from './access';
export { ACCOUNT_HEADER, STAFF_MODE_HEADER, accessPlugin, accountHeaderOf, accountOf, type AccessPluginOptions } from './access.plugin';
export { API_KEY_HEADER, API_KEY_PREFIX, apiKeyPrefix, hashApiKey, newApiKey, presentedApiKey, type NewApiKey } from './api-key-credentials';
