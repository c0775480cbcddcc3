import type { HexGrid } from './hex/grid.ts';
import type { LogEntry } from './log.ts';
import type { RulesetEvent } from './step.ts';

/**
 * What the guide shows of a ruleset, as plain display data computed by the ruleset (its view
 * folder, src/<ruleset>/view/), never by a component: components draw these and dispatch events;
 * they know no rule and no model. Every function is pure; the guide calls them on every render,
 * so those over the whole board are expected to cache per state.
 */

/** A side of the game (a faction, a player): its id, also the CSS class suffix of its colour, and its name. */
export interface SideView {
  readonly id: string;
  readonly name: string;
}

/** A piece (counter) as the guide writes it. */
export interface PieceView {
  readonly id: string;
  /** In full: "25th Army 4-4-2", "CV Fleet TF11". */
  readonly label: string;
  /** A few characters that fit on a chip on the map: "4-4-2", "CV". */
  readonly chip: string;
  /** The side it belongs to (its colour); undefined for none. */
  readonly side?: string;
  /** More about it, after the label: "Japanese, Axis", "unsupplied", "arrow to w2518". */
  readonly detail?: string;
}

/** One hex of the printed map: its terrain (a key the map colours by, `t-<terrain>`), name and port. */
export interface MapHexView {
  readonly id: string;
  readonly terrain: string;
  readonly name?: string;
  /** A port symbol, and whether it is a major one (drawn larger). */
  readonly port?: 'port' | 'major';
}

/** The printed map of a scenario: drawn once per board. */
export interface MapView {
  /** The board's geometry, numbered by the ruleset's hex convention. */
  readonly grid: HexGrid;
  readonly hexes: readonly MapHexView[];
  /** Hexsides with features (a river, a strait...), each feature a key the map draws by (`side-<feature>`). */
  readonly sides: readonly { readonly between: readonly [string, string]; readonly features: readonly string[] }[];
  /** Names of the terrain and hexside feature keys, for the legend. */
  readonly terrainNames: Readonly<Record<string, string>>;
  readonly featureNames: Readonly<Record<string, string>>;
}

/** What stands on the map now. */
export interface StacksView {
  /** By hex, the pieces in it, top of the stack first. */
  readonly stacks: ReadonlyMap<string, readonly PieceView[]>;
  /** Arrows drawn from a hex toward a neighbour (a DS Beachhead marker's arrow). */
  readonly arrows: readonly { readonly from: string; readonly to: string }[];
}

/** One hex in words: for the hover tooltip and the hex details panel. */
export interface HexView {
  /** "Batavia (w2819)". */
  readonly title: string;
  /** What the hex is, in one line, for the tooltip: "Jungle, city of Batavia, Key Port". */
  readonly summary: string;
  /** Terrain first, then what the ruleset knows of the hex: country, zones, weather, hexsides... */
  readonly facts: readonly { readonly label: string; readonly value: string }[];
  readonly pieces: readonly PieceView[];
}

/** A place off the map (a Force Pool, a box, a track) and what is in it. */
export interface PlaceView {
  /** The key an action targets it by (`ActionTarget.key`), unique among the places. */
  readonly key: string;
  readonly name: string;
  readonly pieces: readonly PieceView[];
}

/** Where an action points on the board: a hex of the map, or an off-map place by its key. */
export type ActionTarget = { readonly kind: 'hex'; readonly hex: string } | { readonly kind: 'place'; readonly key: string };

/** A chart the player may read a result from, with their own dice. */
export interface ResultEntryView {
  /** "Result from your Combat Results Table". */
  readonly label: string;
  /** What a result looks like: "e.g. Dr2 0/1". */
  readonly hint: string;
  /**
   * The event the typed text stands for, as JSON (the entry box sends it as a file would: its shape
   * checked by the ruleset's event parser, then its legality by the rules, each problem shown).
   */
  event(text: string): unknown;
}

/** The position at a glance, for the page heading. */
export interface PositionView {
  /** The scenario's name. */
  readonly title: string;
  /** "Turn 1, spring 1942 · Western faction turn". */
  readonly facts: string;
  /** The side whose turn it is. */
  readonly phasing?: string;
  /** The sides in turn order. */
  readonly sides: readonly SideView[];
}

/**
 * What a log entry tells of a turn, for the end-of-turn summary: a piece moved (or placed), an
 * attack, a loss; or that a side's turn begins here ('turn': the summary of the turn that ended
 * stops before it, whatever automatic steps of the new turn ran in the same event).
 */
export type LogTopic = 'moved' | 'attacked' | 'lost' | 'turn';

/** One row of a procedure panel: a label, a value, and the rule it comes from. */
export interface ProcedureRow {
  readonly label: string;
  readonly value: string;
  readonly rule?: string;
  /** Shown muted, after the label: what became of a unit, why a value is what it is. */
  readonly note?: string;
  /** A stable name for tests and styles, the class of the value ("odds", "die"). */
  readonly kind?: string;
  /**
   * An adjustment (a CRT column shift, a die modifier) whose value is signed ("+1", "−2"): listed
   * one per line as "+1 Airdrop markers (1) — 4.2.3.2" rather than as a label and a value.
   */
  readonly adjustment?: boolean;
}

/** A table of a procedure panel: one side's units and its total, say. */
export interface ProcedureTable {
  readonly caption: string;
  /** The side whose colour the table takes. */
  readonly side?: string;
  /** Column headings: the row label's, then the value's ("Unit", "Attack"). */
  readonly columns: readonly [string, string];
  readonly rows: readonly ProcedureRow[];
  /** Shown when there are no rows. */
  readonly empty?: string;
  readonly total?: ProcedureRow;
  /** A stable name for tests and styles (the table's `data-kind`): "attacker", "defender". */
  readonly kind?: string;
}

/** A section of a procedure panel under a heading: figures, a highlighted result, lines of words. */
export interface ProcedureSection {
  readonly heading: string;
  /** Figures in order; consecutive adjustments are listed together where they stand. */
  readonly rows: readonly ProcedureRow[];
  /** The value that decides (the final column, the result): shown highlighted. */
  readonly outcome?: ProcedureRow;
  readonly lines: readonly string[];
  /** Why the section has nothing yet: shown instead of its rows, outcome and lines. */
  readonly pending?: string;
  /** A stable name for tests and styles (the section's `data-kind`): "odds", "result". */
  readonly kind?: string;
}

/**
 * A procedure under way (the DS Attack Sequence, an OCS combat), as the ruleset explains it:
 * who is involved with what figures, each modifier with its rule, the result, and what is owed next.
 */
export interface ProcedureView {
  /** What the panel is about, its accessible name: "Combat". */
  readonly name: string;
  /** "Attack on Batavia (w2819)". */
  readonly title: string;
  readonly rule: string;
  /** "Regular Combat (4.2) · Western attacks, Axis defends". */
  readonly subtitle: string;
  readonly tables: readonly ProcedureTable[];
  /** Said after the tables: why the totals differ from the rows, what makes this case special. */
  readonly notes: readonly string[];
  readonly sections: readonly ProcedureSection[];
  /** What the procedure requires next, the thing owed now first. */
  readonly next: readonly { readonly text: string; readonly rule: string }[];
}

/**
 * A piece's move across the map that an event stands for: the guide groups a step's moves by the
 * piece that moves, highlights where it may go, previews the path and its cost, and sends the event
 * when the player clicks, drops or picks the hex by keyboard.
 */
export interface MoveView {
  /** The pieces that move together (the one the player picks first is among them). */
  readonly pieces: readonly string[];
  /** The hex the move ends in. */
  readonly to: string;
  /** The hexes entered in order, `to` last; empty or absent when the move is not hex by hex (a free move). */
  readonly path?: readonly string[];
  /** What the move costs, in the rules' words: "3 of 4 movement points". */
  readonly cost?: string;
  /** A move the rules texts do not check (a free move in a phase they do not give): drawn distinctly. */
  readonly unchecked?: boolean;
}

/**
 * Something a legal event leads to that a player may not see coming: a later automatic step will
 * punish what it leaves behind (DS: units left at sea without a Beachhead marker are eliminated at
 * Beachhead Failure, 2.2.5). The guide asks the player to confirm before sending such an event.
 */
export interface WarningView {
  /** The rule of the automatic step that will act: "2.2.5". */
  readonly rule: string;
  /** What it will do, in full words: "I Australian Corps HQ stays at sea without a Beachhead marker: ...". */
  readonly message: string;
}

/** Everything the guide shows of a ruleset's game (G), turn context (C) and events (E). */
export interface RulesetViews<G, C, E extends RulesetEvent> {
  /** The game state inside a turn context (the board, the pieces, the scenario). */
  gameOf(context: C): G;
  /** Where the game stands, for the heading (of the guide, or of a scenario shown on its own). */
  position(game: G): PositionView;
  /** Who acts in a step, in words, from its meta actor ('phasing', 'non-phasing', 'automatic', 'all', a side's id). */
  actorText(actor: string, context: C): string;
  /**
   * The sides (ids of `position(game).sides`) whose player acts in a step now, from its meta actor
   * and the turn: one side for a decision that is one player's (the phasing side's, the defender's,
   * the faction asked to contest), several when any or all of them may act, none for a step that
   * runs by itself. Two players at one table hand over when it names one side other than the last.
   */
  actingSides(actor: string, context: C): readonly string[];
  /** What a log entry tells for the end-of-turn summary (a piece moved, an attack, a loss), or undefined for the rest. */
  logTopic(entry: LogEntry): LogTopic | undefined;
  /** The printed map (cached per board). */
  map(game: G): MapView;
  /** What stands on the map now. */
  stacks(game: G): StacksView;
  /** One hex in words, or undefined for a hex not on the map. */
  hex(game: G, id: string): HexView | undefined;
  /** The places off the map with what is in them, those holding something or targetable. */
  places(game: G): readonly PlaceView[];
  /** A target key (a hex id or a place key) in words: "Batavia (w2819)", "Bay of Bengal On Station Box". */
  targetName(game: G, key: string): string;

  /** The kind of an event, for buttons and headings: "Place support unit". */
  kindLabel(type: E['type']): string;
  /** An event in full words, names resolved in `game`: "Place support unit: British Eastern Fleet CV to Batavia (w2819)". */
  describe(e: E, game: G): string;
  /** Where the event points on the board, when the player aims it there. */
  target(e: E): ActionTarget | undefined;
  /** The fields of an event type that the board choice fills: the rest is the action's subject. */
  boardFields(type: E['type']): readonly string[];
  /** The event aimed at another hex instead (to ask the rules why not), or undefined. */
  reaim(e: E, hex: string): E | undefined;
  /** Whether an event is a die the seeded dice roll (true) or a die face the player read (false); undefined: not a die. */
  seededRoll(e: E): boolean | undefined;
  /** The chart an event's result is read from, when the player may enter one; undefined: not a chart result. */
  resultEntry(type: E['type']): ResultEntryView | undefined;
  /** The procedure under way, when there is one to show (the combat panel). */
  procedure(context: C): ProcedureView | undefined;
  /**
   * The move an event stands for, when it moves pieces across the map; absent or undefined: not a
   * move. `context` is the turn the event would be played in: a move given by its end hex alone
   * (AWAW's MOVE `to`) has its path and cost worked out there, by the rules.
   */
  moveOf?(e: E, context: C): MoveView | undefined;
  /**
   * The pieces an event acts on where they stand (the units a Combine joins, the unit a Break down
   * or an Eliminate names), by piece id, for the map to highlight while the player considers it;
   * absent or empty: none.
   */
  piecesOf?(e: E): readonly string[];
  /**
   * What a legal event leaves for a later automatic step to punish, computed by the ruleset from
   * the same predicates that step applies; absent or empty: nothing to warn of.
   */
  warnings?(context: C, e: E): readonly WarningView[];
}
