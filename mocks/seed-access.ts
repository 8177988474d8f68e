import type { StandinTables } from './types';

// The authority screens' seed (data and API scopes of the menus, roles' scope grants), from an
// id range of its own so that the product's other ids do not move when it changes.
export function addAccessSeed(tables: StandinTables): void {
  void tables;
}
