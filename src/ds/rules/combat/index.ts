export * from '../../model/combat.ts';
export * from './attack-api.ts';
export * from './after-api.ts';
