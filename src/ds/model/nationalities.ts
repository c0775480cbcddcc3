import type { Faction } from './factions.ts';

/**
 * Nationalities the DS rules name, each with its country and the faction it normally fights for.
 * The faction of a Minor Country can change in play (it is data on the country), so rules ask
 * `factionOf(state, nationality)` rather than read this table's `defaultFaction`.
 */
export const NATIONALITIES = [
  'japanese', 'manchukuo', 'siamese', 'hopeh',
  'british', 'us', 'australian', 'indian', 'nei', 'nationalistChinese', 'philippine', 'french',
  'russian', 'mongolian', 'communistChinese',
] as const;
export type Nationality = (typeof NATIONALITIES)[number];

export interface NationalityInfo {
  readonly name: string;
  /** Country id whose status and faction this nationality follows. */
  readonly country: string;
  readonly defaultFaction: Faction;
  readonly major: boolean;
}

export const NATIONALITY_INFO: Readonly<Record<Nationality, NationalityInfo>> = {
  japanese: { name: 'Japanese', country: 'japan', defaultFaction: 'axis', major: true },
  manchukuo: { name: 'Manchukuo', country: 'manchukuo', defaultFaction: 'axis', major: false },
  siamese: { name: 'Siamese', country: 'siam', defaultFaction: 'axis', major: false },
  hopeh: { name: 'Hopeh', country: 'hopeh', defaultFaction: 'axis', major: false },
  british: { name: 'British', country: 'britain', defaultFaction: 'western', major: true },
  us: { name: 'US', country: 'usa', defaultFaction: 'western', major: true },
  australian: { name: 'Australian', country: 'australia', defaultFaction: 'western', major: false },
  indian: { name: 'Indian', country: 'india', defaultFaction: 'western', major: false },
  nei: { name: 'Netherlands East Indies', country: 'nei', defaultFaction: 'western', major: false },
  nationalistChinese: { name: 'Nationalist Chinese', country: 'china', defaultFaction: 'western', major: false },
  philippine: { name: 'Philippine', country: 'philippines', defaultFaction: 'western', major: false },
  french: { name: 'French (Indochina)', country: 'indochina', defaultFaction: 'axis', major: false },
  russian: { name: 'Russian', country: 'ussr', defaultFaction: 'soviet', major: true },
  mongolian: { name: 'Mongolian', country: 'mongolia', defaultFaction: 'soviet', major: false },
  communistChinese: { name: 'Communist Chinese', country: 'communistChina', defaultFaction: 'soviet', major: false },
};

export const isNationality = (x: unknown): x is Nationality => NATIONALITIES.includes(x as Nationality);
