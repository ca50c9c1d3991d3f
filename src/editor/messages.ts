// The store and tools speak in i18n keys (EditorMessage); the screen turns them into the coach's language.
import i18next, { type TFunction } from 'i18next';
import { formatPath, type MigrationError, type MigrationNote } from '../../engine';
import type { EditorMessage } from './store/editor-state';

/** The kit's, for every editor's messages. */
export { messageText } from '../editor-kit/document-editor';

/**
 * An error of the editor's own, thrown where there is no `t` (export, loading): it keeps its i18n
 * key so the screen shows it in the coach's language. Its message is that text at the time thrown.
 */
export class EditorError extends Error {
  override name = 'EditorError';
  constructor(
    readonly said: EditorMessage & { key: string },
    options?: ErrorOptions,
  ) {
    super(i18next.t(said.key, said.values), options);
  }
}

/** What the coach reads for a failure: an EditorError's key, another error's message, or `fallback`. */
export function errorMessage(error: unknown, fallback: EditorMessage): EditorMessage {
  if (error instanceof EditorError) return error.said;
  return error instanceof Error && error.message ? { text: error.message } : fallback;
}

/** One migration note (the engine's code and counts) in the coach's language. */
export function migrationNoteText(t: TFunction, note: MigrationNote): string {
  return t(`editor.migration.${note.code}`, { count: note.count, max: note.max });
}

/** What the coach reads when a play opened changed to fit the editor's limits (its notes, in order). */
export function openedWithChanges(t: TFunction, notes: readonly MigrationNote[]): string {
  return t('editor.migration.openedWithChanges', { notes: notes.map((note) => migrationNoteText(t, note)).join(' ') });
}

const OPEN_ERROR_KEYS: Readonly<Record<MigrationError['code'], string>> = {
  'not-an-object': 'notAnObject',
  'bad-version': 'badVersion',
  'too-new': 'tooNew',
  invalid: 'invalid',
  'step-failed': 'stepFailed',
};

/** Why a play could not be opened, from the engine's MigrationError code (its sentence is English, for the server). */
export function openErrorMessage(error: MigrationError): EditorMessage {
  if (error.code === 'invalid' && error.path.length === 0) return { key: 'editor.openErrors.invalidDocument' };
  return { key: `editor.openErrors.${OPEN_ERROR_KEYS[error.code]}`, values: { where: formatPath(error.path) } };
}
