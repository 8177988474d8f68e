import { config } from '../../config';

/** The colour picker's suggested colours, the spec's default first. */
export const colorPresets = [
  config.themeColor,
  '#1890ff',
  '#2f54eb',
  '#722ed1',
  '#eb2f96',
  '#f5222d',
  '#fa541c',
  '#faad14',
  '#13c2c2',
  '#52c41a',
  '#20222a',
];
