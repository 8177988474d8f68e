import { DownOutlined } from '@ant-design/icons';
import type { SelectProps } from 'antd';
import useSelectStyle from 'antd/es/select/style';
import { classList, useAntdLook } from '../../shell/antd/use-antd-look';

/**
 * The pager's page-size select in a reload's first frame: the markup antd's Select draws there
 * (tests/shell/first-frame-faces.test.tsx holds it to antd's), without its trigger and popup,
 * which update themselves in layout effects and so rendered the page a second time before its
 * first paint. antd's Select takes its place once the first screen is drawn, a frame later.
 */
export function SizeChangerFace({ className, value, options, size, 'aria-label': label }: SelectProps) {
  const { prefix, classes, wrap } = useAntdLook('select', useSelectStyle);
  const shown = options?.find((option) => String(option.value) === String(value))?.label;
  const text = typeof shown === 'string' ? shown : undefined;
  return wrap(
    <div
      className={classList(
        prefix,
        `${prefix}-outlined`,
        className,
        classes,
        size === 'small' && `${prefix}-sm`,
        `${prefix}-single`,
        `${prefix}-show-arrow`,
        `${prefix}-show-search`,
      )}
      aria-label={label}
    >
      <div className={`${prefix}-selector`}>
        <span className={`${prefix}-selection-wrap`}>
          <span className={`${prefix}-selection-search`}>
            <input
              autoComplete="off"
              className={`${prefix}-selection-search-input`}
              role="combobox"
              aria-expanded="false"
              aria-haspopup="listbox"
              aria-autocomplete="list"
              aria-label={label}
              type="search"
              value=""
              readOnly
            />
          </span>
          <span className={`${prefix}-selection-item`} title={text}>
            {shown}
          </span>
        </span>
      </div>
      <span className={`${prefix}-arrow`} unselectable="on" aria-hidden="true" style={{ userSelect: 'none' }}>
        <DownOutlined className={`${prefix}-suffix`} />
      </span>
    </div>,
  );
}
