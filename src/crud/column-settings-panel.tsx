import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DENSITIES } from './column-settings';
import { PopoverButton } from '../shell/popover-button';
import type { ColumnSettingsPanelProps } from './use-column-settings';

/**
 * The toolbar's column settings, as users of antd Pro tables know them: the row height, which
 * columns show and in what order (up and down buttons: they work from the keyboard too), and a
 * reset to the declaration's.
 */
export function ColumnSettingsPanel(props: ColumnSettingsPanelProps) {
  const { t } = useTranslation();
  const shownCount = props.choices.filter((choice) => choice.shown).length;
  const content = (
    <div className="crud-column-settings">
      <Typography.Text type="secondary">{t('crud.columns.density')}</Typography.Text>
      <Segmented
        block
        size="small"
        value={props.density}
        onChange={props.setDensity}
        options={DENSITIES.map((density) => ({ value: density, label: t(`crud.columns.${density}`) }))}
      />
      <Typography.Text type="secondary">{t('crud.columns.shown')}</Typography.Text>
      <ul className="crud-column-list">
        {props.choices.map((choice, i) => (
          <li key={choice.key}>
            {/* The last column shown cannot go: a table of no columns shows nothing to bring them back by. */}
            <Checkbox
              checked={choice.shown}
              disabled={choice.shown && shownCount === 1}
              onChange={(event) => props.toggle(choice.key, event.target.checked)}
            >
              {choice.title}
            </Checkbox>
            <span>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined aria-hidden />}
                disabled={i === 0}
                aria-label={t('crud.columns.moveUp', { name: choice.title })}
                onClick={() => props.move(choice.key, -1)}
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined aria-hidden />}
                disabled={i === props.choices.length - 1}
                aria-label={t('crud.columns.moveDown', { name: choice.title })}
                onClick={() => props.move(choice.key, 1)}
              />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
  const title = (
    <div className="crud-column-settings-title">
      <span>{t('crud.columns.title')}</span>
      <Button type="link" size="small" disabled={!props.changed} onClick={props.reset}>
        {t('crud.columns.reset')}
      </Button>
    </div>
  );
  return (
    <PopoverButton
      label={t('crud.columns.title')}
      title={title}
      content={content}
      trigger={(ref) => (
        <Button shape="circle" icon={<SettingOutlined aria-hidden />} aria-label={t('crud.columns.title')} ref={ref} />
      )}
    />
  );
}
