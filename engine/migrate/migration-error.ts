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

export class MigrationError extends Error {
  override name = 'MigrationError';
  readonly code: MigrationErrorCode;
  /** Where the first bad field is, from the document's root; empty for the whole document. */
  readonly path: MigrationPath;

  constructor(message: string, options: { code: MigrationErrorCode; path?: MigrationPath; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.path = options.path ?? [];
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
