/**
 * The sides that take player turns and the alliance factions within them. An AWAW game turn has an
 * Axis and an Allied player turn; the Western Allies and Russia (and the two Chinas) are separate
 * alliance factions of the Allied side: they attack and attrition separately (14.13, 14.31, 15.46).
 */
export const SIDES = ['axis', 'allies'] as const;
export type Side = (typeof SIDES)[number];
export const SIDE_NAMES: Readonly<Record<Side, string>> = { axis: 'Axis', allies: 'Allies' };
export const isSide = (s: unknown): s is Side => (SIDES as readonly unknown[]).includes(s);

export const FACTIONS = ['axis', 'western', 'russia', 'nationalistChina', 'communistChina'] as const;
export type Faction = (typeof FACTIONS)[number];
export const FACTION_NAMES: Readonly<Record<Faction, string>> = {
  axis: 'Axis', western: 'Western Allies', russia: 'Russia', nationalistChina: 'Nationalist China', communistChina: 'Communist China',
};
export const isFaction = (s: unknown): s is Faction => (FACTIONS as readonly unknown[]).includes(s);

/** The side whose player turn a faction plays in. */
export const sideOf = (f: Faction): Side => (f === 'axis' ? 'axis' : 'allies');
/** Enemy factions are those of the other side; allied factions are not enemies (12.31, 15.46). */
export const areEnemies = (a: Faction, b: Faction): boolean => sideOf(a) !== sideOf(b);
export const otherSide = (s: Side): Side => (s === 'axis' ? 'allies' : 'axis');
