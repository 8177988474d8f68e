/** A blank form value: none yet, so a pick may fill it in. */
export const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';
