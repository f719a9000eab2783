/** The shop-keys module's door: its plugin, its face and the types the face uses. */
export { shopKeysModule, type ShopKeysFace } from './shop-keys.module';
export { ensureShopApiKey, type ShopApiKeyVerifier, type ShopKey } from './shop-keys';
export { presentedShopKey, shopKeyHook } from './shop-key.hook';
