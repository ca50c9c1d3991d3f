import { describe, expect, it } from 'vitest';
import { type Command, type CommandHost, type CommandUndo, CommandRegistry, isModifier, labelWithShortcut } from './commands';

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

const commands: Command<FakeEditor, string>[] = [
  { id: 'rename', labelKey: 'test.rename', undo: 'record-on-end', viewer: false, run: (editor, input) => void editor.log.push(`rename ${input}`) },
  {
    id: 'undo',
    labelKey: 'test.undo',
    shortcut: { label: 'Ctrl+Z', test: (e) => isModifier(e) && e.key === 'z' },
    undo: 'never',
    viewer: false,
    enabled: (editor) => editor.log.length > 0,
    run: (editor) => void editor.log.push('undo'),
  },
  { id: 'export', labelKey: 'test.export', shortcut: { label: 'E', test: (e) => e.key === 'e' }, undo: 'never', viewer: true, run: (editor) => void editor.log.push('export') },
];

const key = (k: string, ctrlKey = false) => ({ key: k, ctrlKey, shiftKey: false, metaKey: false, altKey: false });

describe('CommandRegistry', () => {
  it('runs a command under its undo policy and answers whether it ran', () => {
    const registry = new CommandRegistry(commands);
    const editor = new FakeEditor();
    expect(registry.run(editor, 'rename', 'Horns')).toBe(true);
    expect(editor.log).toEqual(['begin record-on-end', 'rename Horns', 'end record-on-end']);
  });

  it('refuses what is not enabled, and for viewers what viewers may not run', () => {
    const registry = new CommandRegistry(commands);
    const editor = new FakeEditor();
    expect(registry.run(editor, 'undo', '')).toBe(false);
    editor.editable = false;
    expect(registry.run(editor, 'rename', 'x')).toBe(false);
    expect(registry.run(editor, 'export', '')).toBe(true);
    expect(editor.log).toEqual(['begin never', 'export', 'end never']);
  });

  it('finds the command of a key press among those that may run', () => {
    const registry = new CommandRegistry(commands);
    const editor = new FakeEditor();
    expect(registry.forKey(editor, key('z', true))).toBeNull();
    expect(registry.runKey(editor, key('e'), '')).toBe(true);
    expect(registry.forKey(editor, key('z', true))?.id).toBe('undo');
    expect(registry.forKey(editor, key('q'))).toBeNull();
  });

  it('in a field, runs only the shortcuts meant for fields', () => {
    const inFields: Command<FakeEditor, string>[] = [
      { id: 'save', labelKey: 'test.save', shortcut: { label: 'Ctrl+S', test: (e) => isModifier(e) && e.key === 's', inFields: true }, undo: 'never', viewer: false, run: () => {} },
      { id: 'delete', labelKey: 'test.delete', shortcut: { label: 'Del', test: (e) => e.key === 'Backspace' }, undo: 'record', viewer: false, run: () => {} },
    ];
    const registry = new CommandRegistry(inFields);
    const editor = new FakeEditor();
    expect(registry.forKey(editor, key('Backspace'), { inField: true })).toBeNull();
    expect(registry.forKey(editor, key('Backspace'), { inField: false })?.id).toBe('delete');
    expect(registry.forKey(editor, key('s', true), { inField: true })?.id).toBe('save');
  });

  it('refuses unknown and duplicate ids', () => {
    expect(() => new CommandRegistry(commands).get('nope')).toThrow(/Unknown/);
    expect(() => new CommandRegistry([...commands, commands[0]!])).toThrow(/share an id/);
  });

  it('writes a shortcut after a label', () => {
    expect(labelWithShortcut('Undo', commands[1]!.shortcut)).toBe('Undo (Ctrl+Z)');
    expect(labelWithShortcut('Rename')).toBe('Rename');
  });
});
