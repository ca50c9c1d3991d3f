import { describe, expect, it } from 'vitest';
import { type CommandHost, type CommandUndo, CommandKeys, ariaKeyShortcut, defineCommands, isModifier, labelWithShortcut, runCommand } from './commands';

class FakeEditor implements CommandHost {
  editable = true;
  log: string[] = [];
  recordAs<T>(undo: CommandUndo, perform: () => T): T {
    this.log.push(`begin ${undo}`);
    const result = perform();
    this.log.push(`end ${undo}`);
    return result;
  }
}

const commands = defineCommands<FakeEditor>('test')({
  rename: { undo: 'record-on-end', viewer: false, run: (editor, { text }: { text: string }) => void editor.log.push(`rename ${text}`) },
  undo: {
    shortcut: { label: 'Ctrl+Z', test: (e) => isModifier(e) && e.key === 'z' },
    undo: 'never',
    viewer: false,
    enabled: (editor) => editor.log.length > 0,
    run: (editor) => void editor.log.push('undo'),
  },
  export: { shortcut: { label: 'E', test: (e) => e.key === 'e' }, undo: 'never', viewer: true, run: (editor) => void editor.log.push('export') },
});

const key = (k: string, ctrlKey = false) => ({ key: k, ctrlKey, shiftKey: false, metaKey: false, altKey: false });

describe('editor commands', () => {
  it('take their ids and label keys from their names', () => {
    expect([commands.rename.id, commands.rename.labelKey]).toEqual(['rename', 'test.rename']);
  });

  it('run under their undo policy, given their input, and answer whether they ran', () => {
    const editor = new FakeEditor();
    expect(runCommand(editor, commands.rename, { text: 'Horns' })).toBe(true);
    expect(editor.log).toEqual(['begin record-on-end', 'rename Horns', 'end record-on-end']);
  });

  it('refuse what is not enabled, and for viewers what viewers may not run', () => {
    const editor = new FakeEditor();
    expect(runCommand(editor, commands.undo)).toBe(false);
    editor.editable = false;
    expect(runCommand(editor, commands.rename, { text: 'x' })).toBe(false);
    expect(runCommand(editor, commands.export)).toBe(true);
    expect(editor.log).toEqual(['begin never', 'export', 'end never']);
  });

  it('reject a wrong input when compiled (typecheck fails on an unused @ts-expect-error)', () => {
    const wrongInputs = (editor: FakeEditor) => [
      // @ts-expect-error rename needs its text
      runCommand(editor, commands.rename),
      // @ts-expect-error the text is a string
      runCommand(editor, commands.rename, { text: 3 }),
      // @ts-expect-error export takes nothing
      runCommand(editor, commands.export, { text: 'x' }),
    ];
    expect(wrongInputs).toBeTypeOf('function');
  });
});

describe('CommandKeys', () => {
  it('finds the command of a key press among those that may run', () => {
    const keys = new CommandKeys<FakeEditor, undefined>(commands);
    const editor = new FakeEditor();
    expect(keys.forKey(editor, key('z', true))).toBeNull();
    expect(keys.runKey(editor, key('e'), undefined)).toBe(true);
    expect(keys.forKey(editor, key('z', true))?.id).toBe('undo');
    expect(keys.forKey(editor, key('q'))).toBeNull();
  });

  it('in a field, runs only the shortcuts meant for fields, giving them the key input', () => {
    const inFields = defineCommands<FakeEditor>('test')({
      save: { shortcut: { label: 'Ctrl+S', test: (e) => isModifier(e) && e.key === 's', inFields: true }, undo: 'never', viewer: false, run: (editor, by: string) => void editor.log.push(`save by ${by}`) },
      delete: { shortcut: { label: 'Del', test: (e) => e.key === 'Backspace' }, undo: 'record', viewer: false, run: () => {} },
    });
    const keys = new CommandKeys<FakeEditor, string>(inFields);
    const editor = new FakeEditor();
    expect(keys.forKey(editor, key('Backspace'), { inField: true })).toBeNull();
    expect(keys.forKey(editor, key('Backspace'), { inField: false })?.id).toBe('delete');
    expect(keys.runKey(editor, key('s', true), 'keyboard', { inField: true })).toBe(true);
    expect(editor.log).toContain('save by keyboard');
  });
});

describe('shortcut labels', () => {
  it('write a shortcut after a label, and for aria-keyshortcuts', () => {
    const english = (key: string) => ({ 'keys.Ctrl': 'Ctrl', 'keys.Shift': 'Shift' })[key] ?? key;
    expect(labelWithShortcut('Undo', commands.undo.shortcut, english)).toBe('Undo (Ctrl+Z)');
    expect(labelWithShortcut('Rename', undefined, english)).toBe('Rename');
    // The key names as the coach's keyboard writes them; letters as they are.
    const german = (key: string) => ({ 'keys.Ctrl': 'Strg', 'keys.Shift': 'Umschalt' })[key] ?? key;
    expect(labelWithShortcut('Wiederholen', { label: 'Ctrl+Shift+Z', test: () => true }, german)).toBe('Wiederholen (Strg+Umschalt+Z)');
    expect(ariaKeyShortcut({ label: 'Ctrl+Shift+Z', test: () => true })).toBe('Control+Shift+Z');
    expect(ariaKeyShortcut({ label: 'Del', test: () => true })).toBe('Delete');
    expect(ariaKeyShortcut({ label: ']', test: () => true })).toBe(']');
  });
});
