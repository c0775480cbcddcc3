/** Guard probes of the OCS turn: ids that name nothing, by event field, and the events without parameters. */
export const OCS_PROBE_IDS: Readonly<Record<string, string>> = {
  unit: 'no-such-unit', piece: 'no-such-piece', target: 'Z99.99', to: 'Z99.99', hex: 'Z99.99', stack: 'Z99.99', result: 'no such result', mode: 'no-such-mode',
};
export const OCS_BARE_EVENTS: readonly string[] = ['DONE', 'CONTINUE', 'CANCEL_ATTACK'];
