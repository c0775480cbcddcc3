import type { Faction } from '../../model/factions.ts';
import type { Place } from '../../model/places.ts';
import type { ScenarioInput } from '../schema/scenario.schema.ts';

export type PlacesInput = ScenarioInput['places'];
type HexEntry = NonNullable<PlacesInput['hexes']>[string][number];
type ZoneBoxes = { onStation: string[]; convoys: string[]; used: string[] };

const push = <K>(map: Map<K, string[]>, key: K, id: string): void => {
  const list = map.get(key);
  if (list) list.push(id);
  else map.set(key, [id]);
};

/** Collects each generated counter with its one place, and writes the scenario's `places`. */
export class PlacesBuilder {
  private readonly hexes = new Map<string, HexEntry[]>();
  private readonly pools = new Map<Faction, string[]>();
  private readonly holding = new Map<string, string[]>();
  private readonly zones = new Map<string, ZoneBoxes>();
  private readonly boxes = new Map<string, string[]>();
  private readonly simple = { delayBox: [] as string[], navalWarfareDelayBox: [] as string[], strategicWarfareBox: [] as string[], setAside: [] as string[] };
  private readonly turns = new Map<number, string[]>();
  private readonly tracks = new Map<string, Map<number, string[]>>();

  put(id: string, at: Place): void {
    switch (at.kind) {
      case 'hex': {
        const list = this.hexes.get(at.hex) ?? [];
        list.push(at.arrowTo === undefined ? id : { counter: id, arrowTo: at.arrowTo });
        this.hexes.set(at.hex, list);
        return;
      }
      case 'forcePool': return push(this.pools, at.faction, id);
      case 'holdingBox': return push(this.holding, at.unit, id);
      case 'navalZone': {
        const boxes = this.zones.get(at.zone) ?? { onStation: [], convoys: [], used: [] };
        boxes[at.box].push(id);
        this.zones.set(at.zone, boxes);
        return;
      }
      case 'offMapBox': return push(this.boxes, at.box, id);
      case 'turnTrack': return push(this.turns, at.turn, id);
      case 'track': {
        const spaces = this.tracks.get(at.track) ?? new Map<number, string[]>();
        push(spaces, at.space, id);
        this.tracks.set(at.track, spaces);
        return;
      }
      default: this.simple[at.kind].push(id);
    }
  }

  toInput(): PlacesInput {
    const sorted = <K, V>(m: Map<K, V>): [K, V][] => [...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const record = <V>(m: Map<string, V>): Record<string, V> => Object.fromEntries(sorted(m));
    return {
      hexes: record(this.hexes),
      forcePools: Object.fromEntries(this.pools),
      holdingBoxes: record(this.holding),
      navalZones: record(this.zones),
      offMapBoxes: record(this.boxes),
      ...this.simple,
      turnTrack: Object.fromEntries(sorted(this.turns).map(([t, ids]) => [String(t), ids])),
      tracks: Object.fromEntries(sorted(this.tracks).map(([t, spaces]) => [t, Object.fromEntries(sorted(spaces).map(([s, ids]) => [String(s), ids]))])),
    };
  }
}
