// @vitest-environment happy-dom
// The kit's command button as every editor shows it: label, icon and shortcut from the command,
// disabled while the command may not run, hidden from a viewer unless viewers may run it, and a
// click runs the command (its undo policy, its input) as a key press would.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Plus } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { i18next } from '../lib/i18n';
import { CommandButton } from './command-button';
import { defineCommands, isModifier, type CommandUndo } from './commands';

i18next.addResourceBundle('en', 'translation', { kitTest: { add: 'Add one', export: 'Export', rename: 'Rename' } }, true, true);

class FakeEditor {
  readonly store = createStore(() => ({ editable: true, count: 0, title: '' }));
  readonly log: string[] = [];
  get editable() {
    return this.store.getState().editable;
  }
  recordAs<T>(undo: CommandUndo, perform: () => T): T {
    this.log.push(undo);
    return perform();
  }
}

const commands = defineCommands<FakeEditor>('kitTest')({
  add: {
    icon: Plus,
    shortcut: { label: 'Ctrl+Shift+A', test: (e) => isModifier(e) && e.shiftKey && e.key === 'a' },
    undo: 'record',
    viewer: false,
    enabled: (editor) => editor.store.getState().count < 2,
    run: (editor) => editor.store.setState((s) => ({ count: s.count + 1 })),
  },
  export: { undo: 'never', viewer: true, run: (editor) => void editor.log.push('exported') },
  rename: { undo: 'record-on-end', viewer: false, run: (editor, { title }: { title: string }) => editor.store.setState({ title }) },
});

afterEach(cleanup);

describe('CommandButton', () => {
  it('is named by its command, shows its shortcut, runs it and is disabled once it may not run', () => {
    const editor = new FakeEditor();
    render(<CommandButton editor={editor} command={commands.add} />);
    const button = screen.getByRole('button', { name: 'Add one' });
    expect(button.getAttribute('title')).toBe('Add one (Ctrl+Shift+A)');
    expect(button.getAttribute('aria-keyshortcuts')).toBe('Control+Shift+A');
    expect(button.querySelector('svg')).not.toBeNull();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(editor.store.getState().count).toBe(2);
    expect(editor.log).toEqual(['record', 'record']);
    expect(button).toHaveProperty('disabled', true);
    act(() => editor.store.setState({ count: 0 }));
    expect(button).toHaveProperty('disabled', false);
  });

  it('puts the shortcut in its name when asked (undo and redo)', () => {
    render(<CommandButton editor={new FakeEditor()} command={commands.add} withShortcut />);
    expect(screen.getByRole('button', { name: 'Add one (Ctrl+Shift+A)' })).toBeTruthy();
  });

  it('hides from a viewer what a viewer may not run, and runs for a viewer what it may', () => {
    const editor = new FakeEditor();
    editor.store.setState({ editable: false });
    render(
      <>
        <CommandButton editor={editor} command={commands.add} />
        <CommandButton editor={editor} command={commands.export} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Add one' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(editor.log).toEqual(['never', 'exported']);
    act(() => editor.store.setState({ editable: true }));
    expect(screen.getByRole('button', { name: 'Add one' })).toBeTruthy();
  });

  it('writes its label out when labelled, and gives the command its input', () => {
    const editor = new FakeEditor();
    render(<CommandButton editor={editor} command={commands.rename} input={{ title: 'Horns' }} labelled={{ variant: 'outlined' }} data-testid="rename" />);
    const button = screen.getByTestId('rename');
    expect(button.textContent).toBe('Rename');
    // No shortcut: a written-out label needs no tooltip.
    expect(button.getAttribute('title')).toBeNull();
    fireEvent.click(button);
    expect(editor.store.getState().title).toBe('Horns');
    expect(editor.log).toEqual(['record-on-end']);
  });
});
