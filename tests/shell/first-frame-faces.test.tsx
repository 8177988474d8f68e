import { render } from '@testing-library/react';
import { AppstoreOutlined, SettingOutlined } from '@ant-design/icons';
import { ConfigProvider, Menu, Pagination, Tabs } from 'antd';
import type { ItemType } from 'antd/es/menu/interface';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SizeChangerFace } from '../../src/pages/crud/size-changer-face';
import { antdStyleMode } from '../../src/shell/theme/antd-style-mode';
import { SiderMenuFace } from '../../src/shell/sider-menu-face';
import { TabStripFace } from '../../src/shell/tabs/tab-strip-face';

// Issue 23: a reload's first frame draws the tab strip and the pager's size select as markup in
// antd's likeness, antd's own components coming a frame later. Drawn from the same CSS, they look
// the same when their elements, classes, roles and texts are antd's: held here to what antd draws.

type Node = { tag: string; classes: string; role: string | null; text: string; children: Node[] };
/** An element's tree as the style sheet and the reader see it (not ids, inline styles or aria wiring). */
function shape(element: Element): Node {
  return {
    tag: element.tagName.toLowerCase(),
    classes: [...element.classList].sort().join(' '),
    role: element.getAttribute('role'),
    text: element.children.length === 0 ? (element.textContent ?? '') : '',
    children: [...element.children].map(shape),
  };
}
/** antd's component and the face side by side, under one ConfigProvider (one CSS-variable key). */
function sideBySide(real: ReactNode, face: ReactNode) {
  const { container } = render(
    <ConfigProvider locale={zhCN} theme={antdStyleMode}>
      <div data-testid="real">{real}</div>
      <div data-testid="face">{face}</div>
    </ConfigProvider>,
  );
  return {
    real: container.querySelector('[data-testid="real"]')!,
    face: container.querySelector('[data-testid="face"]')!,
  };
}

const tabs = [
  { key: '/wel/index', closable: false, label: <span className="tab-label">首页</span> },
  { key: '/system/param', closable: true, label: <span className="tab-label">参数管理</span> },
  { key: '/system/user', closable: true, label: <span className="tab-label">用户管理</span> },
];

const styleText = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');

describe('the first frame’s faces', () => {
  // First, before antd's own Tabs and Select have registered them.
  it('register their component’s CSS variables as antd’s components do (antd’s rules read them)', () => {
    expect(styleText()).not.toMatch(/--ant-tabs-card-bg:/);
    expect(styleText()).not.toMatch(/--ant-select-option-selected-bg:/);
    expect(styleText()).not.toMatch(/--ant-menu-item-height:/);
    render(
      <ConfigProvider locale={zhCN} theme={antdStyleMode}>
        <TabStripFace tabs={tabs} active="/system/param" onPick={() => undefined} onRemove={() => undefined} />
        <SizeChangerFace value={10} options={[{ value: 10, label: '10 条/页' }]} />
        <SiderMenuFace
          items={[{ key: '/desk', label: '工作台' }]}
          theme="dark"
          selected="/desk"
          openKeys={[]}
          onPick={() => undefined}
          onToggle={() => undefined}
        />
      </ConfigProvider>,
    );
    expect(styleText()).toMatch(/--ant-tabs-card-bg:/);
    expect(styleText()).toMatch(/--ant-select-option-selected-bg:/);
    expect(styleText()).toMatch(/--ant-menu-item-height:/);
  });

  it('draw the tab strip as antd’s editable-card Tabs do (without its panes)', () => {
    const { real, face } = sideBySide(
      <Tabs type="editable-card" hideAdd size="small" activeKey="/system/param" items={tabs} />,
      <TabStripFace tabs={tabs} active="/system/param" onPick={() => undefined} onRemove={() => undefined} />,
    );
    const root = (container: Element) => container.querySelector('.ant-tabs')!;
    real.querySelectorAll('.ant-tabs-tabpane').forEach((pane) => pane.remove());
    expect(shape(root(face))).toEqual(shape(root(real)));
    expect(root(face).className).toMatch(/css-var-/);
  });

  it.each(['dark', 'light'] as const)('draw the open sider’s menu as antd’s inline Menu does (%s)', (theme) => {
    const items: ItemType[] = [
      {
        key: 'group:1',
        icon: <SettingOutlined />,
        label: '系统管理',
        children: [
          { key: '/system/user', icon: <AppstoreOutlined />, label: '用户管理' },
          {
            key: 'group:2',
            icon: <SettingOutlined />,
            label: '权限',
            children: [{ key: '/system/role', icon: <AppstoreOutlined />, label: '角色管理' }],
          },
        ],
      },
      {
        key: 'group:3',
        icon: <SettingOutlined />,
        label: '资源管理',
        children: [{ key: '/resource/oss', icon: <AppstoreOutlined />, label: '对象存储' }],
      },
      { key: '/desk', icon: <AppstoreOutlined />, label: '工作台' },
    ];
    const open = ['group:1', 'group:2'];
    const { real, face } = sideBySide(
      <Menu
        mode="inline"
        _internalDisableMenuItemTitleTooltip
        theme={theme}
        items={items}
        selectedKeys={['/system/role']}
        openKeys={open}
      />,
      <SiderMenuFace
        items={items}
        theme={theme}
        selected="/system/role"
        openKeys={open}
        onPick={() => undefined}
        onToggle={() => undefined}
      />,
    );
    expect([...face.children].map(shape)).toEqual([...real.children].map(shape));
    // Indented by level as antd indents them.
    const indents = (side: Element) =>
      [...side.querySelectorAll<HTMLElement>('[role=menuitem]')].map((e) => e.style.paddingLeft);
    expect(indents(face)).toEqual(indents(real));
    expect(indents(face)).toContain('72px');
  });

  it('draw the pager’s size select as antd’s Select does', () => {
    const pager = (face: boolean) => (
      <Pagination
        current={2}
        pageSize={20}
        total={95}
        onChange={() => undefined}
        showSizeChanger
        showQuickJumper
        pageSizeOptions={['10', '20', '30']}
        selectComponentClass={face ? SizeChangerFace : undefined}
      />
    );
    const drawn = sideBySide(pager(false), pager(true));
    const [real, face] = [drawn.real, drawn.face].map((side) => side.querySelector('.ant-pagination-options')!);
    expect(shape(face)).toEqual(shape(real));
    expect(face.textContent).toContain('20 条/页');
  });
});
