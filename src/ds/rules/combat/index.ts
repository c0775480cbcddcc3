export * from './types.ts';
export * from './attack-api.ts';
export * from './after-api.ts';
