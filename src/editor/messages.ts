// The store and tools speak in i18n keys (EditorMessage); the screen turns them into the coach's language.
import type { TFunction } from 'i18next';
import type { EditorMessage } from './store/editor-store';

export function messageText(t: TFunction, message: EditorMessage): string {
  return message.key === undefined ? message.text : t(message.key, message.values);
}
