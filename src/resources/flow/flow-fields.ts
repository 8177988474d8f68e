import type { FieldDef } from '../types';

// Columns the workflow lists share: a process category is stored as flow_<dictKey> (Saber's
// flowCategory) and read through the `flow` dictionary; a tenant-less definition is 通用.

export const categoryField = (label: string, more: Partial<FieldDef> = {}): FieldDef => ({
  name: 'category',
  label,
  type: 'select',
  options: { dict: 'flow', valuePrefix: 'flow_' },
  display: 'tag',
  table: { width: 110 },
  search: true,
  ...more,
});

export const tenantField: FieldDef = {
  name: 'tenantId',
  label: 'flow.manager.tenantId',
  emptyLabel: 'flow.general',
  table: { width: 100 },
};

export const versionField = (name: string, label: string): FieldDef => ({
  name,
  label,
  display: 'version',
  table: { width: 90 },
});

export const stateField = (label: string): FieldDef => ({
  name: 'suspensionState',
  label,
  type: 'select',
  options: { items: ['1', '2'], labels: 'flow.state' },
  display: 'tag',
  table: { width: 90 },
});

export const timeField = (name: string, label: string, more: Partial<FieldDef> = {}): FieldDef => ({
  name,
  label,
  type: 'date',
  table: { width: 160 },
  ...more,
});
