import { say } from './blade';
import type { userVo } from './user-vo';

// `user/export-user`: Blade answers an xlsx (EasyExcel); the stand-in answers the same columns as
// CSV, with a BOM so that Excel reads the Chinese text as UTF-8.

type Vo = ReturnType<typeof userVo>;

const cell = (value: unknown): string => {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function userExportCsv(rows: Vo[], request: Request): string {
  const lines = rows.map((row) =>
    [
      row.tenantName,
      row.account,
      row.name,
      row.realName,
      row.roleName,
      row.deptName,
      row.postName,
      row.userTypeName,
      row.email,
      row.phone,
      row.birthday,
      row.sexName,
    ]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[say(request, 'userExportColumns'), ...lines].join('\r\n')}\r\n`;
}
