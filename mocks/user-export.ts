import type { userVo } from './user-vo';

// `user/export-user`: Blade answers an xlsx (EasyExcel); the stand-in answers the same columns as
// CSV, with a BOM so that Excel reads the Chinese text as UTF-8.

type Vo = ReturnType<typeof userVo>;

const cell = (value: unknown): string => {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The CSV of `rows` under `header`, the columns' names in the request's language. */
export function userExportCsv(rows: Vo[], header: string): string {
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
  return `\uFEFF${[header, ...lines].join('\r\n')}\r\n`;
}
