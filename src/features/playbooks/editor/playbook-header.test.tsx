// @vitest-environment happy-dom
// The document editors' bar and keys, as a coach meets them in the playbook editor: undo enabled
// once there is something to undo, keys that run commands outside fields and only save inside
// them, and a viewer's bar that offers nothing to change.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmptyPlaybookData } from '../../../../engine/model/playbook-defaults';
import { runCommand } from '../../../editor-kit/commands';
import { playbookCommands, playbookKeys } from './commands';
import { PlaybookEditor } from './playbook-store';
import '../../../lib/i18n';
import { useSaveKeys } from '../../../editor-kit/command-keys';
import { DocumentHeader } from '../../../editor-kit/document-header';

afterEach(cleanup);

function Bar({ editor, save }: { editor: PlaybookEditor; save: () => Promise<void> }) {
  const input = useSaveKeys(editor, playbookKeys, save);
  return (
    <DocumentHeader
      editor={editor}
      commands={playbookCommands}
      input={input}
      texts="playbookEditor"
      backTo="/dashboard/playbooks"
      title={editor.state.doc.title}
      onTitle={(text) => runCommand(editor, playbookCommands.rename, { text })}
      notSynced={false}
    />
  );
}

function open(editable = true) {
  const editor = new PlaybookEditor(createEmptyPlaybookData(), { playbookId: 'pb1', teamId: 't1', version: 1 }, 'Season');
  editor.update((s) => void (s.editable = editable));
  const save = vi.fn(async () => undefined);
  render(
    <MemoryRouter>
      <Bar editor={editor} save={save} />
    </MemoryRouter>,
  );
  return { editor, save };
}

const undoButton = () => screen.getByTitle(/\(Ctrl\+Z\)$/);
const key = (target: Element, key: string, options: KeyboardEventInit = {}) => fireEvent.keyDown(target, { key, ctrlKey: true, bubbles: true, ...options });

describe('the document header', () => {
  it('enables undo once there is a change, and Ctrl+Z outside a field undoes it', () => {
    const { editor } = open();
    expect(undoButton()).toHaveProperty('disabled', true);
    act(() => void runCommand(editor, playbookCommands.addChapter, { text: 'Sets' }));
    expect(undoButton()).toHaveProperty('disabled', false);
    act(() => void key(document.body, 'z'));
    expect(editor.state.doc.data.chapters.map((chapter) => chapter.title)).not.toContain('Sets');
    expect(undoButton()).toHaveProperty('disabled', true);
  });

  it('leaves undo to a field the coach types in, but saves from it', () => {
    const { editor, save } = open();
    act(() => void runCommand(editor, playbookCommands.addChapter, { text: 'Sets' }));
    const title = screen.getByRole('textbox');
    act(() => void key(title, 'z'));
    expect(editor.state.doc.data.chapters.map((chapter) => chapter.title)).toContain('Sets');
    act(() => void key(title, 's'));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('shows a viewer the playbook as read only: no save, no undo, a title that cannot change', () => {
    open(false);
    expect(screen.getByTestId('read-only')).toBeTruthy();
    expect(screen.queryByTitle(/\(Ctrl\+Z\)$/)).toBeNull();
    expect(screen.getByRole('textbox')).toHaveProperty('readOnly', true);
  });
});
