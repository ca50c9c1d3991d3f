// The one error a migration can end in: it names the first bad field and says, in a coach's
// words, what went wrong and what to do next.

export type MigrationErrorCode =
  /** The document is not a JSON object at all. */
  | 'not-an-object'
  /** The version is not a whole number from 1 up. */
  | 'bad-version'
  /** Saved by a newer app than this one. */
  | 'too-new'
  /** Upgraded, but a field does not fit the latest schema. */
  | 'invalid'
  /** A step failed unexpectedly (a bug in a step; never expected). */
  | 'step-failed';

export type MigrationPath = (string | number)[];

export interface MigrationErrorValues {
  /** bad-version: the version found, as the sentence shows it. */
  readonly found?: string;
  /** too-new: the document's version and the latest this app reads. */
  readonly version?: number;
  readonly latest?: number;
  /** step-failed: the step that failed (none when bringing the document within its limits failed). */
  readonly from?: number;
  readonly to?: number;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
  readonly code: MigrationErrorCode;
  /** Where the first bad field is, from the document's root; empty for the whole document. */
  readonly path: MigrationPath;
  /** What the sentence names (the version found, the versions of a failed step), so another language can say it too. */
  readonly values: MigrationErrorValues;

  constructor(message: string, options: { code: MigrationErrorCode; path?: MigrationPath; values?: MigrationErrorValues; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.path = options.path ?? [];
    this.values = options.values ?? {};
  }
}

/** `phases[0].objects[2].pos.x`: a path as a developer reads it. */
export function formatPath(path: readonly (string | number)[]): string {
  let text = '';
  for (const part of path) {
    text += typeof part === 'number' ? `[${part}]` : text === '' ? part : `.${part}`;
  }
  return text;
}
