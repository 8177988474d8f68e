/** How Blade writes dates (spec §4), for values and `_dategt`/`_datelt` filters alike. */
export const DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A date range's width, the same for the picker and its shape before the picker's code is in. */
export const RANGE_WIDTH = 280;
