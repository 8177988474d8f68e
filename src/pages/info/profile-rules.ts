import type { FormRule as Rule } from 'antd';
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
