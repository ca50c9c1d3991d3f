// Kept apart from pseudo-locale.ts, so that the first load carries the key and not the transform.

/** The localStorage key that turns the pseudo-locale on (pseudo-locale.ts), with the value "on". */
export const PSEUDO_LOCALE_KEY = 'pseudoLocale';
