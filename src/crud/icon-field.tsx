import { Select } from 'antd';
import { useMemo } from 'react';
import { MenuIcon } from '../shell/menu-icon';
import { ariaOf, type FieldAria } from './field-aria';

// One `source` per icon the sider draws (shell/menu-icon.tsx maps a source onto an icon by
// keyword), so whatever is picked here is what the menu shows. Blade names its icons after its
// iconfont; these follow that spelling.
const ICON_SOURCES = [
  'iconfont icon-caidan',
  'iconfont icon-setting',
  'iconfont icon-list',
  'iconfont icon-gift',
  'iconfont icon-user',
  'iconfont icon-team',
  'iconfont icon-tree',
  'iconfont icon-book',
  'iconfont icon-safe',
  'iconfont icon-file',
  'iconfont icon-folder',
  'iconfont icon-data',
  'iconfont icon-code',
  'iconfont icon-flow',
  'iconfont icon-cart',
  'iconfont icon-service',
  'iconfont icon-bank',
  'iconfont icon-contact',
  'iconfont icon-notice',
  'iconfont icon-chat',
  'iconfont icon-audit',
  'iconfont icon-chart',
  'iconfont icon-question',
  'iconfont icon-read',
  'iconfont icon-test',
  'iconfont icon-tool',
  'iconfont icon-home',
  'iconfont icon-mobile',
  'iconfont icon-region',
] as const;

type Props = FieldAria & {
  id?: string;
  value?: string;
  onChange: (value: unknown) => void;
  disabled?: boolean;
  placeholder: string;
};

const optionOf = (source: string) => ({
  value: source,
  label: (
    <span className="icon-field-option">
      <MenuIcon source={source} /> {source}
    </span>
  ),
});

/** The icon picker of a menu form: the sider's icons, searchable by name; a stored value off the list is kept. */
export default function IconField(props: Props) {
  const { id, value, onChange, disabled, placeholder } = props;
  const options = useMemo(() => {
    const sources: string[] = [...ICON_SOURCES];
    if (value && !sources.includes(value)) sources.unshift(value);
    return sources.map(optionOf);
  }, [value]);
  return (
    <Select
      {...ariaOf(props)}
      id={id}
      disabled={disabled}
      allowClear
      showSearch
      value={value || undefined}
      onChange={(next) => onChange(next ?? '')}
      options={options}
      optionFilterProp="value"
      placeholder={placeholder}
    />
  );
}
