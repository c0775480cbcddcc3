import type { PieceView } from '../../core/views.ts';
import type { Piece } from '../model/pieces.ts';
import { sideName } from '../model/query.ts';
import type { OcsGame } from '../model/state.ts';
import { effectiveAr } from '../rules/action-rating.ts';

/** A piece as the guide writes it: "4th Inf Div 8 (AR 3), 1 of 3 steps lost, DG", chip "8-3". */
export function pieceView(g: OcsGame, p: Piece): PieceView {
  const side = sideName(g, p.side);
  switch (p.kind) {
    case 'combat': {
      const strength = p.defendOnly ? `(${p.strength})` : String(p.strength);
      const marks = [p.stepsLost > 0 ? `${p.stepsLost} of ${p.steps} steps lost` : '', p.mode !== 'combat' ? `${p.mode} mode` : '', p.dg ? 'DG' : '', p.outOfSupply ? 'Out of Supply' : '', p.internalStocks > 0 ? `internal stocks ${p.internalStocks}` : ''].filter(Boolean);
      return { id: p.id, label: `${p.name} ${strength} AR ${p.ar}`, chip: `${strength}-${effectiveAr(p)}${p.dg ? '·DG' : ''}${p.mode === 'exploit' ? '·X' : ''}`, side: p.side, detail: [side, `${p.unitClass}`, ...marks].join(', ') };
    }
    case 'dump': return { id: p.id, label: `Supply dump ${p.tokens}T`, chip: `${Math.floor(p.tokens / 4)}SP`, side: p.side, detail: `${side}, ${Math.floor(p.tokens / 4)} SP ${p.tokens % 4}T` };
    case 'transport': {
      const what = p.extender ? 'Extender' : p.type === 'organic' ? 'Organic Truck' : p.type === 'wagon' ? 'Wagons' : 'Trucks';
      return { id: p.id, label: `${what} ${p.points}`, chip: p.extender ? 'Ext' : `${p.points}T`, side: p.side, detail: `${side}, MA ${p.ma}${p.load > 0 ? `, ${p.load}T loaded` : ''}` };
    }
    case 'hedgehog': return { id: p.id, label: `Hedgehog level ${p.level}`, chip: `HH${p.level}`, side: p.side, detail: side };
    case 'airBase': return { id: p.id, label: `Air base ${p.name}`, chip: 'AB', side: p.side, detail: `${side}, level ${p.level}` };
    case 'aircraft': return { id: p.id, label: p.name, chip: 'Air', side: p.side, detail: `${side}, range ${p.range}${p.reduced ? ', reduced' : ''}${p.active ? '' : ', Inactive'}` };
    case 'ship': return { id: p.id, label: p.name, chip: 'Ship', side: p.side, detail: `${side}${p.landingCraft ? ', DUKW as Landing Craft' : ''}` };
    case 'port': return { id: p.id, label: `Port ${p.name}`, chip: 'Port', side: p.side, detail: `${side}, size ${p.size}` };
  }
}
