export * from './money';
export * from './days';
export * from './auction';
export * from './pctr';
export * from './budget';
export * from './campaign-state';
export * from './errors';
export * from './limits';
