import { CaretDownOutlined } from '@ant-design/icons';
import { Empty, Tree } from 'antd';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuNames } from '../../crud/use-menu-names';
import type { GrantNode } from './grant-values';

type DataNode = { key: string; title: string; children?: DataNode[] };
type Props = { nodes: GrantNode[]; checked: string[]; onChange: (checked: string[]) => void; label: string };

/** The tree's height: it draws only the rows in view, so a menu of hundreds opens at once. */
const HEIGHT = 420;

/**
 * A checkable grant tree (menus, or menus over their scopes), fully open. Virtual: only the
 * visible rows are rendered, whatever the size of the menu. Menu names follow the user's
 * language as the sider's do; a scope keeps its own name. Drawn again only when its own props
 * change (checking in one tree leaves the others alone).
 */
export const GrantTree = memo(function GrantTree({ nodes, checked, onChange, label }: Props) {
  const { t, i18n } = useTranslation();
  const menuName = useMenuNames();
  const language = i18n.language;
  const treeData = useMemo(() => {
    // A button is not in the user's menu, so its name comes from the seed's words, where known.
    const name = (node: GrantNode) => {
      const named = menuName(node.id, node.title);
      const button = `grantButton.${node.title}`;
      return named === node.title && language !== 'zh' && i18n.exists(button) ? t(button) : named;
    };
    const convert = (list: GrantNode[]): DataNode[] =>
      list.map((node) => ({
        key: node.id,
        title: name(node),
        children: node.children?.length ? convert(node.children) : undefined,
      }));
    return convert(nodes);
  }, [nodes, menuName, language, i18n, t]);
  if (nodes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('role.emptyTree')} />;
  return (
    <Tree
      // antd's arrow is named "caret-down"; the tree item says whether it is open.
      switcherIcon={<CaretDownOutlined aria-hidden />}
      aria-label={label}
      checkable
      selectable={false}
      virtual
      height={HEIGHT}
      defaultExpandAll
      treeData={treeData}
      checkedKeys={checked}
      onCheck={(keys) => onChange((Array.isArray(keys) ? keys : keys.checked).map(String))}
    />
  );
});
