import { isBlank } from './crud-values';
import type { MessageKey } from './messages';
import type { UserMessageKey } from './messages-user';
import { readJson } from './request';

// What user/submit and user/update bind from their JSON body, checked in Saber's order. Lists of
// ids arrive comma-joined (Saber joins them) or as arrays; numbers as numbers or numeric text.

type UserValues = {
  account: string;
  name: string;
  realName: string;
  email: string;
  phone: string;
  birthday: string;
  sex: number;
  userType: number;
  code: string;
  roleId: string;
  deptId: string;
  postId: string;
};

export type UserBody = { id: string; values: UserValues; password: string; overlong: [string, number] | null };

// blade_user column sizes.
const MAX_LENGTH: Partial<Record<keyof UserValues, number>> = {
  account: 45,
  name: 20,
  realName: 10,
  email: 45,
  phone: 45,
  code: 12,
};

const text = (value: unknown): string | null =>
  value === undefined || value === null
    ? ''
    : typeof value === 'string' || typeof value === 'number'
      ? String(value).trim()
      : null;
const ids = (value: unknown): string | null =>
  Array.isArray(value)
    ? value.every((id) => typeof id === 'string' || typeof id === 'number')
      ? value.join(',')
      : null
    : text(value);
const integer = (value: unknown): number | null => {
  if (isBlank(value)) return -1;
  const number = Number(value);
  return (typeof value === 'number' || typeof value === 'string') && Number.isInteger(number) ? number : null;
};

/** The body's values, or the message key of the first rule it breaks. */
export function readUserBody(raw: string, adding: boolean): UserBody | UserMessageKey | MessageKey {
  const body = readJson(raw);
  if (!body) return 'badRequest';
  const fields = {
    account: text(body.account),
    name: text(body.name),
    realName: text(body.realName),
    email: text(body.email),
    phone: text(body.phone),
    birthday: text(body.birthday),
    code: text(body.code),
    roleId: ids(body.roleId),
    deptId: ids(body.deptId),
    postId: ids(body.postId),
    sex: integer(body.sex),
    userType: integer(body.userType),
  };
  const password = text(body.password);
  if (Object.values(fields).some((value) => value === null) || password === null) return 'paramInvalid';
  const values = fields as UserValues;
  const required: [unknown, UserMessageKey][] = [
    [values.account, 'userAccountRequired'],
    [adding ? password : 'kept', 'userPasswordRequired'],
    [values.name, 'userNameRequired'],
    [values.realName, 'userRealNameRequired'],
    [values.userType === -1 ? '' : values.userType, 'userTypeRequired'],
    [values.roleId, 'userRoleRequired'],
    [values.deptId, 'userDeptRequired'],
    [values.postId, 'userPostRequired'],
  ];
  const missing = required.find(([value]) => isBlank(value));
  if (missing) return missing[1];
  const long = (Object.entries(MAX_LENGTH) as [keyof UserValues, number][]).find(
    ([field, max]) => [...String(values[field])].length > max,
  );
  const id = text(body.id) ?? '';
  return { id, values, password, overlong: long ? [long[0], long[1]] : null };
}
