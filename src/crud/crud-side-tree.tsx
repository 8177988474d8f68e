import { CaretDownOutlined } from '@ant-design/icons';
import { Empty, Spin, Tree, Typography } from 'antd';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDef, SideTree } from '../resources/types';
import { useLatestCallback } from '../lib/use-latest-callback';
import type { FieldOption } from './option-query';
import { useFieldOptions } from './use-field-options';

type Props = { tree: SideTree; value: string | undefined; onChange: (value: string | undefined) => void };

type Node = { title: string; key: string; children?: Node[] };
const toNodes = (options: FieldOption[]): Node[] =>
  options.map((option) => ({
    title: option.label,
    key: option.value,
    children: option.children && toNodes(option.children),
  }));

// The tree itself, drawn again only when its pick or its nodes change.
const SideTreeBody = memo(function SideTreeBody({ tree, value, onChange }: Props) {
  const { t } = useTranslation();
  // The options hook caches the tree like a form's tree select (shared query key with dept/tree).
  const field = useMemo<FieldDef>(
    () => ({
      name: tree.param,
      label: tree.title,
      options: { url: tree.url, labelKey: tree.labelKey ?? 'title', valueKey: tree.valueKey ?? 'id' },
    }),
    [tree],
  );
  const { options, loading } = useFieldOptions(field);
  const nodes = useMemo(() => toNodes(options), [options]);
  const selectedKeys = useMemo(() => (value ? [value] : []), [value]);
  return (
    <aside className="crud-side-tree" aria-label={t(tree.title)}>
      <Typography.Text strong className="crud-side-tree-title">
        {t(tree.title)}
      </Typography.Text>
      <Spin spinning={loading}>
        {nodes.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Tree
            // antd's arrow is named "caret-down"; the tree item says whether it is open.
            switcherIcon={<CaretDownOutlined aria-hidden />}
            blockNode
            // A new answer (another language, a dept added) remounts the tree with all of it open.
            key={nodes.length}
            defaultExpandAll
            treeData={nodes}
            selectedKeys={selectedKeys}
            onSelect={(keys) => onChange(keys.length ? String(keys[0]) : undefined)}
          />
        )}
      </Spin>
    </aside>
  );
});

/**
 * The tree beside a table (`def.sideTree`): picking a node filters the list by it, picking it again
 * shows everything. Its own chunk, loaded only by pages that declare one (rc-tree stays out of the rest).
 * The list renders again with every page it shows; the tree only when its pick or its nodes
 * change: the page's `onChange` is a new function each time, so the tree calls the latest one
 * (useLatestCallback) instead of taking it as a prop.
 */
export default function CrudSideTree({ tree, value, onChange }: Props) {
  const pick = useLatestCallback(onChange);
  return <SideTreeBody tree={tree} value={value} onChange={pick} />;
}
