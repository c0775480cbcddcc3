/** Prints the teaching board as text (land/sea, rivers): `npx tsx scripts/awaw/print-map.ts`. */
import { boardHexes, isLandHex, landTest, hexAt, riverBetween } from './teaching-geo.ts';

const hexes = boardHexes();
const land = landTest();
const lines = new Map<string, string[]>();
for (const h of hexes) {
  const row = h.id.replace(/^e([A-Z]+)\d+$/, '$1');
  lines.set(row, [...(lines.get(row) ?? []), `${h.id.slice(1)}${isLandHex(h, land) ? ' ' : '~'}`]);
}
let k = 0;
for (const [, cells] of lines) console.log(`${k++ % 2 === 1 ? '   ' : ''}${cells.join('  ')}`);
const byId = new Map(hexes.map((h) => [h.id, h]));
const sides: string[] = [];
for (const h of hexes) for (const o of hexes) if (h.id < o.id && Math.hypot(h.centre.x - o.centre.x, h.centre.y - o.centre.y) < 1.8 && riverBetween(h, o)) sides.push(`${h.id.slice(1)}|${o.id.slice(1)}:${riverBetween(h, o)![0]}`);
console.log(sides.join(' '));
void byId;
const places = { Voronezh: { lon: 39.2, lat: 51.67 }, Stalingrad: { lon: 44.5, lat: 48.7 }, Rostov: { lon: 39.7, lat: 47.23 }, Millerovo: { lon: 40.4, lat: 48.92 }, Kalach: { lon: 43.5, lat: 48.7 }, Serafimovich: { lon: 42.7, lat: 49.58 }, Boguchar: { lon: 40.55, lat: 49.93 }, Kamyshin: { lon: 45.4, lat: 50.08 }, Tsimlyansk: { lon: 42.1, lat: 47.65 }, Rossosh: { lon: 39.57, lat: 50.2 }, Kantemirovka: { lon: 39.85, lat: 49.7 }, Kletskaya: { lon: 43.05, lat: 49.32 }, Morozovsk: { lon: 41.83, lat: 48.35 }, Kamensk: { lon: 40.27, lat: 48.32 }, Frolovo: { lon: 43.66, lat: 49.77 }, Uryupinsk: { lon: 42.0, lat: 50.8 }, Liski: { lon: 39.5, lat: 50.98 } };
for (const [name, g] of Object.entries(places)) console.log(name, hexAt(hexes, g));
