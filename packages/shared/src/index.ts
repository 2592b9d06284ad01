export * from './constants.ts';
export * from './errors.ts';
export * from './schemas/white-label.ts';
export * from './schemas/health.ts';
export * from './schemas/auth.ts';
export * from './validation/index.ts';
export * from './format.ts';
export * from './schemas/list-query.ts';
