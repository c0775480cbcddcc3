/**
 * The pieces of the teaching scenario: the North Korean Great Naktong Offensive of 1 September
 * 1950 against the Pusan Perimeter. Formations and places are historical; strengths, Action
 * Ratings and steps are made up in the spirit of OCS Korea (not its counters), and recorded as
 * such in the scenario's simplifications.
 */
type Piece = Record<string, unknown>;

const unit = (id: string, side: string, at: string, name: string, strength: number, ar: number, extra: Record<string, unknown> = {}): Piece =>
  ({ id, side, at, kind: 'combat', name, strength, ar, ma: { combat: 4, move: 8 }, ...extra });
const division = (steps: number, lost = 0) => ({ steps, re: steps, stepsLost: lost });
const armor = { unitClass: 'armor', colour: 'yellow', symbol: 'tank', ma: { combat: 8, move: 12 } };
const recon = { unitClass: 'mech', colour: 'red', symbol: 'recon', ma: { combat: 10, move: 14 } };

export const NK_PIECES: readonly Piece[] = [
  unit('nk-1-div', 'nk', 'A10.03', 'NK 1st Division', 6, 3, division(3)),
  unit('nk-13-div', 'nk', 'A07.04', 'NK 13th Division', 6, 3, division(3)),
  unit('nk-15-div', 'nk', 'A08.03', 'NK 15th Division', 5, 2, { ...division(3), mode: 'reserve' }),
  unit('nk-3-div', 'nk', 'A05.02', 'NK 3rd Division', 5, 2, division(3, 1)),
  unit('nk-107-tank', 'nk', 'A11.04', 'NK 107th Tank Regiment', 5, 4, { ...armor, steps: 2, re: 2 }),
  unit('nk-203-tank', 'nk', 'A06.04', 'NK 203rd Tank Regiment', 4, 4, { ...armor, steps: 2, re: 2 }),
  unit('nk-10-div', 'nk', 'A06.07', 'NK 10th Division', 7, 2, division(3)),
  unit('nk-4-div', 'nk', 'A06.08', 'NK 4th Division', 6, 3, division(3, 1)),
  unit('nk-9-div', 'nk', 'A05.10', 'NK 9th Division', 8, 3, division(3)),
  unit('nk-2-div', 'nk', 'A05.11', 'NK 2nd Division', 7, 2, division(3)),
  unit('nk-6-div', 'nk', 'A05.13', 'NK 6th Division', 6, 3, division(3, 1)),
  unit('nk-849-at', 'nk', 'A05.08', 'NK 849th Anti-Tank Regiment', 2, 2, { symbol: 'antiTank' }),
  unit('nk-12-div', 'nk', 'A19.02', 'NK 12th Division', 6, 3, division(3)),
  unit('nk-12-recon', 'nk', 'A17.02', 'NK 12th Recon Battalion', 2, 3, recon),
  unit('nk-5-div', 'nk', 'A18.01', 'NK 5th Division', 5, 2, division(3, 1)),
  unit('nk-front-hq', 'nk', 'A04.07', 'NK Front HQ', 1, 2, { type: 'hq', defendOnly: true, symbol: 'hq' }),
  unit('nk-1corps-hq', 'nk', 'A04.10', 'NK I Corps HQ', 1, 2, { type: 'hq', defendOnly: true, symbol: 'hq' }),
  unit('nk-2corps-hq', 'nk', 'A16.01', 'NK II Corps HQ', 1, 2, { type: 'hq', defendOnly: true, symbol: 'hq' }),
  unit('nk-arty', 'nk', 'A04.09', 'NK 17th Artillery Regiment', 1, 1, { type: 'artillery', defendOnly: true, symbol: 'artillery' }),
  { id: 'nk-dump-naktong', kind: 'dump', side: 'nk', at: 'A04.10', tokens: 20 },
  { id: 'nk-dump-taegu', kind: 'dump', side: 'nk', at: 'A08.02', tokens: 16 },
  { id: 'nk-dump-pohang', kind: 'dump', side: 'nk', at: 'A17.01', tokens: 12 },
  { id: 'nk-trucks', kind: 'transport', side: 'nk', at: 'A04.08', type: 'truck', points: 3, ma: 12, load: 8 },
  { id: 'nk-oxcarts', kind: 'transport', side: 'nk', at: 'A16.01', type: 'wagon', points: 2, ma: 6, load: 4 },
  { id: 'nk-spare-dump-1', kind: 'dump', side: 'nk', at: 'spare', tokens: 0 },
  { id: 'nk-spare-dump-2', kind: 'dump', side: 'nk', at: 'spare', tokens: 0 },
  { id: 'nk-spare-trucks', kind: 'transport', side: 'nk', at: 'spare', type: 'truck', points: 1, ma: 12 },
];

export const UN_PIECES: readonly Piece[] = [
  unit('un-1cav-8', 'un', 'A09.05', 'US 8th Cavalry', 4, 3, division(2)),
  unit('un-8army-hq', 'un', 'A09.05', 'Eighth Army HQ', 1, 3, { type: 'hq', defendOnly: true, symbol: 'hq' }),
  unit('rok-1-11', 'un', 'A10.04', 'ROK 11th Regiment', 3, 2, division(2)),
  unit('rok-1-12', 'un', 'A08.04', 'ROK 12th Regiment', 2, 1),
  unit('rok-1-15', 'un', 'A09.04', 'ROK 15th Regiment', 2, 2),
  unit('un-1cav-5', 'un', 'A07.05', 'US 5th Cavalry', 4, 3, division(2)),
  unit('un-1cav-7', 'un', 'A07.06', 'US 7th Cavalry', 4, 3, division(2)),
  unit('un-24-21', 'un', 'A07.08', 'US 21st Infantry', 5, 3, division(3)),
  unit('un-24-19', 'un', 'A08.09', 'US 19th Infantry', 3, 3, division(3, 1)),
  unit('un-24-34', 'un', 'A07.11', 'US 34th Infantry', 3, 2, division(3, 2)),
  unit('un-2-9', 'un', 'A06.10', 'US 9th Infantry', 4, 3, division(2)),
  unit('un-2-23', 'un', 'A07.12', 'US 23rd Infantry', 4, 3, division(2)),
  unit('un-2-38', 'un', 'A06.12', 'US 38th Infantry', 4, 3, division(2)),
  unit('un-2id-hq', 'un', 'A07.09', 'US 2nd Division HQ', 1, 3, { type: 'hq', defendOnly: true, symbol: 'hq' }),
  unit('un-5-marines', 'un', 'A08.10', '5th Marines (1st Provisional Marine Brigade)', 6, 5, division(3)),
  unit('un-72-tank', 'un', 'A09.10', 'US 72nd Tank Battalion', 4, 4, { ...armor, symbol: 'tank' }),
  unit('un-555-fa', 'un', 'A08.11', 'US 555th Field Artillery', 1, 2, { type: 'artillery', defendOnly: true, symbol: 'artillery' }),
  unit('un-25-35', 'un', 'A07.13', 'US 35th Infantry', 4, 3, division(2)),
  unit('un-25-27', 'un', 'A08.14', 'US 27th Infantry', 4, 4, division(2)),
  unit('rok-3-22', 'un', 'A19.03', 'ROK 22nd Regiment', 2, 1),
  unit('rok-3-23', 'un', 'A18.02', 'ROK 23rd Regiment (remnant)', 1, 1),
  unit('rok-cap-1', 'un', 'A17.04', 'ROK 1st Cavalry Regiment (Capital Division)', 3, 2, { ...division(2), internalStocks: 1 }),
  unit('rok-8-21', 'un', 'A12.05', 'ROK 21st Regiment', 1, 1),
  unit('rok-6-div', 'un', 'A13.03', 'ROK 6th Division', 4, 2, division(3, 1)),
  { id: 'un-hedgehog-taegu', kind: 'hedgehog', side: 'un', at: 'A09.05', level: 2 },
  { id: 'un-k2', kind: 'airBase', side: 'un', at: 'A09.05', name: 'K-2 Taegu' },
  { id: 'un-f80', kind: 'aircraft', side: 'un', at: 'A09.05', name: '8th Fighter-Bomber Group (F-80C)', range: 10 },
  { id: 'un-k3', kind: 'airBase', side: 'un', at: 'A19.03', name: 'K-3 Yonil' },
  { id: 'un-f51', kind: 'aircraft', side: 'un', at: 'A19.03', name: '18th Fighter-Bomber Group (F-51D)', range: 8 },
  { id: 'un-k1', kind: 'airBase', side: 'un', at: 'A15.16', name: 'K-1 Pusan West' },
  { id: 'un-port-pusan', kind: 'port', side: 'un', at: 'A15.16', name: 'Pusan', size: 4 },
  { id: 'un-port-masan', kind: 'port', side: 'un', at: 'A08.14', name: 'Masan', size: 1 },
  { id: 'un-port-pohang', kind: 'port', side: 'un', at: 'A19.03', name: 'Pohang', size: 1 },
  { id: 'un-lst', kind: 'ship', side: 'un', at: 'A19.03', name: 'LST 611' },
  { id: 'un-helena', kind: 'ship', side: 'un', at: 'A20.02', name: 'USS Helena' },
  { id: 'un-dump-pusan', kind: 'dump', side: 'un', at: 'A15.16', tokens: 40 },
  { id: 'un-dump-taegu', kind: 'dump', side: 'un', at: 'A09.05', tokens: 24 },
  { id: 'un-dump-miryang', kind: 'dump', side: 'un', at: 'A11.11', tokens: 16 },
  { id: 'un-dump-masan', kind: 'dump', side: 'un', at: 'A08.14', tokens: 8 },
  { id: 'un-dump-pohang', kind: 'dump', side: 'un', at: 'A19.03', tokens: 12 },
  { id: 'un-dump-kyongju', kind: 'dump', side: 'un', at: 'A17.06', tokens: 8 },
  { id: 'un-trucks', kind: 'transport', side: 'un', at: 'A11.11', type: 'truck', points: 4, ma: 12, load: 8 },
  { id: 'un-organic-24', kind: 'transport', side: 'un', at: 'A08.09', type: 'organic', points: 1, ma: 12, load: 4 },
  { id: 'un-extender', kind: 'transport', side: 'un', at: 'A13.04', type: 'truck', points: 1, ma: 12, extender: { drawRange: 4 } },
  { id: 'un-spare-dump', kind: 'dump', side: 'un', at: 'spare', tokens: 0 },
];
