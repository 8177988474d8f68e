import type { StandinTables } from './types';

// The platform screens' seed (OAuth clients, datasources, report definitions), from an id range
// of its own so that the product's other ids do not move when it changes.
export function addPlatformSeed(tables: StandinTables): void {
  void tables;
}
