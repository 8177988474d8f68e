/** A comma-joined wire value (a package's menuId, a user's roleId) as the list a control edits. */
export const splitJoined = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? value.split(',') : [];
