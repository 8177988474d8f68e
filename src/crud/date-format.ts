/** How Blade writes dates (spec §4), for values and `_dategt`/`_datelt` filters alike. */
export const DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
