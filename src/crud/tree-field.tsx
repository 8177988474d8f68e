import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { leafValues, withAncestors as withAncestorsOf } from './tree-values';
import type { FieldOption } from './option-query';
import { ariaOf, type FieldAria } from './field-aria';

type TreeNode = { title: string; value: string; key: string; children?: TreeNode[] };
type Props = FieldAria & {
  id?: string;
  value: string[] | string | undefined;
  onChange: (value: unknown) => void;
  options: FieldOption[];
  loading: boolean;
  multiple?: boolean;
  withAncestors?: boolean;
  disabled?: boolean;
  placeholder: string;
};

const toTree = (options: FieldOption[]): TreeNode[] =>
  options.map((o) => ({ title: o.label, value: o.value, key: o.value, children: o.children && toTree(o.children) }));

/**
 * A tree select: one node, several picked nodes, or (declared `withAncestors`) a checkable tree
 * that edits leaves and stores them with their ancestors, as a menu grant needs. Its own chunk: rc-tree only loads for entities with trees.
 */
export default function TreeField(props: Props) {
  const { id, value, onChange, options, loading, multiple, withAncestors, disabled, placeholder } = props;
  const list = Array.isArray(value) ? value : typeof value === 'string' && value ? value.split(',') : [];
  // Without ancestors each picked node is stored as it is (depts of a user): picked, not checked.
  const checkable = !!multiple && !!withAncestors;
  // Converted once per answer, not at every keystroke of the form around it.
  const treeData = useMemo(() => toTree(options), [options]);
  return (
    <TreeSelect
      {...ariaOf(props)}
      id={id}
      disabled={disabled}
      allowClear
      loading={loading}
      treeData={treeData}
      treeCheckable={checkable}
      showCheckedStrategy={checkable ? TreeSelect.SHOW_CHILD : undefined}
      multiple={multiple}
      maxTagCount="responsive"
      value={checkable ? leafValues(list, options) : multiple ? list : (value as string | undefined)}
      onChange={(next: string[] | string) =>
        onChange(Array.isArray(next) && checkable ? withAncestorsOf(next, options) : next)
      }
      placeholder={placeholder}
      styles={{ popup: { root: { maxHeight: 360, overflow: 'auto' } } }}
      treeDefaultExpandAll
    />
  );
}
