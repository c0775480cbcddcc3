/**
 * Where a counter is: a hex of the map, a mapboard box (Australia, India, the Urals... rule 5, not in
 * the texts), the force pool of its nationality (eliminated units return there, 14.51), or gone (a
 * marker removed from play, 14.523).
 */
export type Place =
  | { readonly kind: 'hex'; readonly hex: string }
  | { readonly kind: 'box'; readonly box: string }
  | { readonly kind: 'pool'; readonly nationality: string }
  | { readonly kind: 'gone' };

export function placeKey(p: Place): string {
  switch (p.kind) {
    case 'hex': return `hex:${p.hex}`;
    case 'box': return `box:${p.box}`;
    case 'pool': return `pool:${p.nationality}`;
    case 'gone': return 'gone';
  }
}

export const hexPlace = (hex: string): Place => ({ kind: 'hex', hex });
export const hexKey = (hex: string): string => `hex:${hex}`;
export const GONE: Place = { kind: 'gone' };
