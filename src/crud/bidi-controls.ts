// Unicode's explicit direction controls: embeddings and overrides (U+202A-U+202E) and isolates
// (U+2066-U+2069). In a stored name they reorder what follows: "invoice<RLO>fdp.exe" reads as
// "invoiceexe.pdf". A name on screen shows its characters in the order they are stored.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** `text` without direction controls, so it reads in stored order. */
export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');
