import { nowText } from './time';

// BladeX's BaseEntity columns that the server fills in on every save (MyBatis-Plus's meta-object
// handler, from the signed-in user): who made the row and when, who changed it last and when.
// The console's edit dialogs compare `updateTime` before they save (no silent lost update), and
// name `updateUser` when a record changed under them; so every save of the stand-in keeps them.

export type SaveStamp = { createUser: string; createTime: string; updateUser: string; updateTime: string };

/**
 * `row` as a save by `userId` stores it: an update (`existing` given) keeps the creator and moves
 * updateUser / updateTime; an insert sets all four. Fields the client sent for them are ignored.
 */
export function stampSave<T extends object>(
  row: T,
  existing: object | undefined,
  userId: string,
  now = nowText(),
): T & SaveStamp {
  if (existing) {
    const { createUser, createTime } = existing as Partial<SaveStamp>;
    return { ...row, createUser: createUser ?? '', createTime: createTime ?? now, updateUser: userId, updateTime: now };
  }
  return { ...row, createUser: userId, createTime: now, updateUser: userId, updateTime: now };
}
