// antd's styles for the first screens (login, the frame, home, the generic list page and its
// dialogs), generated once at build time instead of by @ant-design/cssinjs in every browser on
// every load. With `cssVar: true, hashed: false` (src/shell/theme/antd-style-mode.ts) antd's rules read
// the theme from CSS variables, so one set of rules serves every theme, dark mode and picked
// colour; only the variables are still written at runtime. The extracted file ends with
// cssinjs's cache map (`.data-ant-cssinjs-cache-path{content:"path:hash;…"}`): a component whose
// path is in it skips generating its style in the browser and inserts nothing.
import { createRequire } from 'node:module';
import type * as Antd from 'antd';
import type * as CssInJs from '@ant-design/cssinjs';
import type { ComponentType, ReactNode } from 'react';
import type * as ReactNs from 'react';
import type * as ReactDomServer from 'react-dom/server';
import { antdStyleMode, overriddenTokensForExtraction } from '../src/shell/theme/antd-style-mode.ts';

// The CommonJS builds, as Node loads them (antd's ES build imports files without extensions).
const require = createRequire(import.meta.url);

/** Popups render into a portal, which a server render leaves out: antd's own panels draw them in place. */
type WithPanel = { _InternalPanelDoNotUseOrYouWillBeFired?: ComponentType<Record<string, unknown>> };

/** What the first screens draw, in the variants whose styles differ (each registers its own rules). */
function specimens(antd: typeof Antd, h: typeof ReactNs.createElement): ReactNode[] {
  const items = [
    { key: 'a', label: 'a', children: [{ key: 'a1', label: 'a1' }] },
    { key: 'b', label: 'b' },
  ];
  const columns = [
    { title: 'a', dataIndex: 'a', sorter: true, filters: [{ text: 'x', value: 'x' }] },
    { title: 'b', dataIndex: 'b', fixed: 'right' as const, ellipsis: true },
  ];
  const rows = [{ key: 1, a: 1, b: 2 }];
  const { Layout, Form, Input, Typography } = antd;
  const panels = (
    [
      'Tooltip',
      'Popover',
      'Popconfirm',
      'Dropdown',
      'Select',
      'TreeSelect',
      'DatePicker',
      'Modal',
      'Drawer',
      'message',
    ] as const
  ).map((name) => {
    const Panel = (antd[name] as WithPanel)._InternalPanelDoNotUseOrYouWillBeFired;
    return Panel ? h(Panel, { key: `panel-${name}`, title: 'x', content: 'x', menu: { items } }) : null;
  });
  return [
    h(antd.App, { key: 'app' }, 'x'),
    h(
      Layout,
      { key: 'layout' },
      h(Layout.Sider, { theme: 'light', collapsed: true, trigger: null }, 'x'),
      h(Layout, null, h(Layout.Header, null, 'x'), h(Layout.Content, null, 'x')),
    ),
    h(antd.Menu, {
      key: 'menu-dark',
      mode: 'inline',
      theme: 'dark',
      items,
      defaultOpenKeys: ['a'],
      selectedKeys: ['a1'],
    }),
    h(antd.Menu, { key: 'menu-light', mode: 'inline', inlineCollapsed: true, items }),
    h(antd.Menu, { key: 'menu-top', mode: 'horizontal', items }),
    h(antd.Tabs, { key: 'tabs-card', type: 'editable-card', hideAdd: true, items: [{ key: '1', label: '1' }] }),
    h(antd.Tabs, { key: 'tabs', items: [{ key: '1', label: '1', children: 'x' }] }),
    h(
      antd.Space,
      { key: 'space', wrap: true },
      h(antd.Button, { type: 'primary' }, 'x'),
      h(antd.Button, { type: 'text', danger: true }, 'x'),
    ),
    h(antd.Space.Compact, { key: 'compact' }, h(Input, null), h(antd.Button, null, 'x')),
    h(antd.Avatar, { key: 'avatar', size: 28 }),
    h(antd.Badge, { key: 'badge', count: 5, size: 'small' }, 'x'),
    h(antd.Spin, { key: 'spin' }),
    h(antd.Empty, { key: 'empty', image: antd.Empty.PRESENTED_IMAGE_SIMPLE }),
    h(antd.Alert, { key: 'alert', message: 'x', showIcon: true }),
    h(antd.Card, { key: 'card', title: 'x', size: 'small' }, 'x'),
    h(Typography.Title, { key: 'title', level: 4 }, 'x'),
    h(Typography.Text, { key: 'text', type: 'secondary', copyable: true }, 'x'),
    h(antd.Tag, { key: 'tag', color: 'blue' }, 'x'),
    h(antd.Row, { key: 'row', gutter: 8 }, h(antd.Col, { span: 12, md: 8 }, 'x')),
    h(antd.Statistic, { key: 'statistic', value: 1 }),
    h(antd.Skeleton, { key: 'skeleton', active: true }),
    h(
      Form,
      { key: 'form', layout: 'inline' },
      h(
        Form.Item,
        { label: 'a', name: 'a', required: true, validateStatus: 'error', help: 'x', hasFeedback: true },
        h(Input, { allowClear: true }),
      ),
    ),
    h(
      Form,
      { key: 'form-h', labelCol: { span: 6 } },
      h(Form.Item, { label: 'b', name: 'b', tooltip: 'x', extra: 'x' }, h(Input.Password)),
    ),
    h(Input.Search, { key: 'search' }),
    h(Input.TextArea, { key: 'textarea', showCount: true, maxLength: 9 }),
    h(antd.Select, { key: 'select', mode: 'multiple', options: [{ value: 1, label: 'x' }], value: [1] }),
    h(antd.TreeSelect, { key: 'tree-select', treeData: [{ value: 1, title: 'x' }] }),
    h(antd.DatePicker, { key: 'date' }),
    h(antd.DatePicker.RangePicker, { key: 'range' }),
    h(antd.Checkbox, { key: 'checkbox' }, 'x'),
    h(antd.Switch, { key: 'switch' }),
    h(antd.Tree, { key: 'tree', checkable: true, treeData: [{ key: 1, title: 'x' }] }),
    h(antd.Table, {
      key: 'table',
      size: 'small',
      bordered: true,
      columns,
      dataSource: rows,
      rowSelection: {},
      expandable: { expandedRowRender: () => 'x' },
      pagination: { showSizeChanger: true, showQuickJumper: true, total: 100 },
      scroll: { x: 800 },
    }),
    h(antd.Pagination, { key: 'pagination', total: 100, showSizeChanger: true, showQuickJumper: true }),
    ...panels,
  ];
}

/** The rules and cache map antd's cssinjs would insert for the first screens, as one stylesheet. */
export function extractAntdStyle(): string {
  const antd = require('antd') as typeof Antd;
  const cssinjs = require('@ant-design/cssinjs') as typeof CssInJs;
  const { createElement: h } = require('react') as typeof ReactNs;
  const { renderToString } = require('react-dom/server') as typeof ReactDomServer;
  const cache = cssinjs.createCache();
  renderToString(
    h(
      cssinjs.StyleProvider,
      { cache },
      // With CSS variables the rules are the same for every theme and colour; they are keyed by
      // which derived tokens the console overrides, which is the same list in every look.
      h(
        antd.ConfigProvider,
        { theme: { ...antdStyleMode, token: overriddenTokensForExtraction } },
        ...specimens(antd, h),
      ),
    ),
  );
  // Rules only: the theme's variables (types 'token' and 'cssVar') follow the picked theme at runtime.
  return cssinjs.extractStyle(cache, { types: 'style', plain: true });
}
