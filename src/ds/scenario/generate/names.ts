import type { Rng } from './random.ts';

/** Sea names for Naval Zones, in the order zones are made; more zones than names get numbers. */
export const SEA_NAMES = [
  'Sea of Okhotsk', 'Sea of Japan', 'Yellow Sea', 'East China Sea', 'South China Sea', 'Philippine Sea',
  'Bay of Bengal', 'Andaman Sea', 'Gulf of Siam', 'Celebes Sea', 'Sulu Sea', 'Java Sea', 'Banda Sea',
  'Flores Sea', 'Timor Sea', 'Arafura Sea', 'Coral Sea', 'Bismarck Sea', 'Solomon Sea', 'Molucca Sea',
  'Makassar Strait', 'Central Pacific', 'North Pacific', 'Indian Ocean', 'Tasman Sea', 'Arabian Sea',
] as const;

/** 'South China Sea' → 'southChinaSea', the id style of the bundled scenarios. */
export function camelId(name: string): string {
  const words = name.replace(/[^A-Za-z0-9 ]/g, '').split(/\s+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join('');
}

export function seaName(k: number): string {
  const base = SEA_NAMES[k % SEA_NAMES.length]!;
  const round = Math.floor(k / SEA_NAMES.length);
  return round === 0 ? base : `${base} ${round + 1}`;
}

const SYLLABLES = [
  'ka', 'to', 'ma', 'shi', 'an', 'ran', 'gon', 'pur', 'la', 'ba', 'do', 'ri', 'sen',
  'tai', 'ho', 'ku', 'mi', 'na', 'yo', 'chan', 'su', 'ra', 'bang', 'ko', 'hai', 'lu',
];

/** Place names made of two or three syllables, never twice the same. */
export function cityNamer(rng: Rng): () => string {
  const used = new Set<string>();
  return () => {
    for (;;) {
      const n = rng.between(2, 3);
      const raw = Array.from({ length: n }, () => rng.pick(SYLLABLES)).join('');
      const name = raw[0]!.toUpperCase() + raw.slice(1);
      if (!used.has(name)) { used.add(name); return name; }
    }
  };
}
