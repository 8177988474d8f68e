import type { FieldDef, NamedField } from '../types';

type More = Partial<Omit<FieldDef, 'name' | 'offRow'>>;

// Columns the workflow lists share: a process category is stored as flow_<dictKey> (Saber's
// flowCategory) and read through the `flow` dictionary; a tenant-less definition is 通用.

export const categoryField = (label: string, more: More = {}): NamedField<'category'> => ({
  name: 'category',
  label,
  type: 'select',
  options: { dict: 'flow', valuePrefix: 'flow_' },
  display: 'tag',
  table: { width: 110 },
  search: true,
  ...more,
});

export const tenantField: NamedField<'tenantId'> = {
  name: 'tenantId',
  label: 'flow.manager.tenantId',
  emptyLabel: 'flow.general',
  table: { width: 100 },
};

export const versionField = <N extends string>(name: N, label: string): NamedField<N> => ({
  name,
  label,
  display: 'version',
  table: { width: 90 },
});

export const stateField = (label: string): NamedField<'suspensionState'> => ({
  name: 'suspensionState',
  label,
  type: 'select',
  options: { items: ['1', '2'], labels: 'flow.state' },
  display: 'tag',
  // 1 active (in use), 2 suspended.
  statuses: { '1': 'done', '2': 'inactive' },
  table: { width: 90 },
});

export const timeField = <N extends string>(name: N, label: string, more: More = {}): NamedField<N> => ({
  name,
  label,
  type: 'date',
  table: { width: 160 },
  ...more,
});
