import type { Rule } from 'antd/es/form';
import { config } from '../../config';

type T = (key: string, options?: Record<string, unknown>) => string;

const PHONE_FORMAT = /^1[3-9]\d{9}$/;
export const PASSWORD_MIN = 6;

/** Spec §5, in order; the form item validates first-failure-only so one message shows at a time. */
export const phoneRules = (t: T): Rule[] => [
  { required: true, whitespace: true, message: t('info.phoneRequired') },
  { len: config.phoneLength, message: t('info.phoneLength') },
  { pattern: PHONE_FORMAT, message: t('info.phoneFormat') },
];

export const emailRules = (t: T): Rule[] => [{ type: 'email', message: t('info.emailInvalid') }];

const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const IMAGE_EXTENSION = /\.(jpe?g|png)$/i;

/**
 * Why an avatar file is refused (a locale key and its values), or null when it may be uploaded.
 * Some systems report no MIME type; the extension decides then.
 */
export function avatarProblem(file: { name: string; type: string; size: number }, maxKb = config.avatarMaxKb) {
  const image = file.type ? IMAGE_TYPES.includes(file.type) : IMAGE_EXTENSION.test(file.name);
  if (!image) return { key: 'info.avatarType', values: {} };
  if (file.size >= maxKb * 1024) return { key: 'info.avatarSize', values: { kb: maxKb } };
  return null;
}
