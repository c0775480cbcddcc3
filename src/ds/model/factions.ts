/**
 * The three factions of Dai Senso!. Each faction is the enemy of both others: the Western and
 * Soviet factions are allies of convenience at most, and the rules treat them as enemies
 * (2.2.3 contest order Axis → Western → Soviet; 4.2.5.2 "enemy unit").
 */
export const FACTIONS = ['axis', 'western', 'soviet'] as const;
export type Faction = (typeof FACTIONS)[number];

export const FACTION_NAMES: Readonly<Record<Faction, string>> = {
  axis: 'Axis',
  western: 'Western',
  soviet: 'Soviet',
};

export const isFaction = (x: unknown): x is Faction => FACTIONS.includes(x as Faction);

export const areEnemies = (a: Faction, b: Faction): boolean => a !== b;
export const isFriendly = (a: Faction, b: Faction): boolean => a === b;

/** The factions other than `phasing`, in the fixed Axis → Western → Soviet order (2.2.3). */
export function nonPhasing(phasing: Faction): Faction[] {
  return FACTIONS.filter((f) => f !== phasing);
}
