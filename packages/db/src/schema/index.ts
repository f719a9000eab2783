/*
 * The whole relational model of Ads Portal, one file per bounded context. Money columns are bigint grosze
 * (docs/architecture.md "Money, days, states"), days are Europe/Warsaw calendar days stored as `date`, instants are UTC `timestamptz`.
 * Change it here, then `npm run generate -w @ads/db` writes the next migration.
 */

export * from './identity';
export * from './terms';
export * from './stores';
export * from './accounts';
export * from './catalogue';
export * from './campaigns';
export * from './serving';
export * from './shop-keys';
export * from './api-keys';
export * from './events';
export * from './statistics';
export * from './mail';
export * from './announcements';
export * from './audit';
export * from './media';
export * from './static-banners';
export * from './content';
export * from './billing';
export * from './complaints';
export * from './keywords';
export * from './notifications';
export * from './insight';
