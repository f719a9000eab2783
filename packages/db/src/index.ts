export * from './schema';
export * as schema from './schema';
export * from './connect';
export * from './rows';
export * from './errors';
export * from './roles';
