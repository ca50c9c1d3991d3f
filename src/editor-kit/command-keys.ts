// The keyboard of every editor: a key press runs the command its shortcut names, as the buttons do;
// in a field only the commands meant for fields run (save), other keys are the field's.
import { useCallback, useEffect, useMemo } from 'react';
import type { CommandHost, CommandKeys, KeyContext, SaveInput } from './commands';

/** Whether a key press lands in a text field, select or editable element (its keys are the field's). */
export function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.tagName === 'SELECT' || element.isContentEditable);
}

/** Runs the command of each key press on the window (`runKey` answers whether one ran: its default is then prevented). */
export function useCommandKeys(runKey: (event: KeyboardEvent, where: KeyContext) => boolean): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // In a field only the commands meant for fields run (save); other keys type.
      if (runKey(event, { inField: isTyping(event.target) })) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [runKey]);
}

/**
 * The keys of a document editor whose screen gives its commands only its save (playbook, practice
 * plan, rotation); answers that input, which the header's save button is given too.
 */
export function useSaveKeys<E extends CommandHost>(editor: E, keys: CommandKeys<E, SaveInput>, save: () => unknown): SaveInput {
  const input = useMemo(() => ({ services: { save } }), [save]);
  useCommandKeys(useCallback((event, where) => keys.runKey(editor, event, input, where), [editor, keys, input]));
  return input;
}
