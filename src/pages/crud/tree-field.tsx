import { TreeSelect } from 'antd';
import { leafValues, withAncestors } from './tree-values';
import type { FieldOption } from './use-field-options';

type TreeNode = { title: string; value: string; key: string; children?: TreeNode[] };
type Props = {
  id?: string;
  value: string[] | string | undefined;
  onChange: (value: unknown) => void;
  options: FieldOption[];
  loading: boolean;
  multiple?: boolean;
  disabled?: boolean;
  placeholder: string;
};

const toTree = (options: FieldOption[]): TreeNode[] =>
  options.map((o) => ({ title: o.label, value: o.value, key: o.value, children: o.children && toTree(o.children) }));

/**
 * A (checkable) tree select. A multiple pick edits leaves and stores them with their ancestors,
 * as a menu grant needs. Its own chunk: rc-tree only loads for entities with trees.
 */
export default function TreeField({ id, value, onChange, options, loading, multiple, disabled, placeholder }: Props) {
  const list = Array.isArray(value) ? value : typeof value === 'string' && value ? value.split(',') : [];
  return (
    <TreeSelect
      id={id}
      disabled={disabled}
      allowClear
      loading={loading}
      treeData={toTree(options)}
      treeCheckable={multiple}
      showCheckedStrategy={TreeSelect.SHOW_CHILD}
      multiple={multiple}
      maxTagCount="responsive"
      value={multiple ? leafValues(list, options) : (value as string | undefined)}
      onChange={(next: string[] | string) => onChange(Array.isArray(next) ? withAncestors(next, options) : next)}
      placeholder={placeholder}
      styles={{ popup: { root: { maxHeight: 360, overflow: 'auto' } } }}
      treeDefaultExpandAll
    />
  );
}
