// @vitest-environment happy-dom
// The open play's id and version change one way after it loads (arrive): only for the play the
// editor holds, and a new play saved or a conflict copy reopens the editor at the play's address.
import { describe, expect, it } from 'vitest';
import { Editor } from '../store/editor-store';
import { arrive, newPlayData, playEditorPath, takeHandedOver } from './play-document';

function opened(playId: string | null, version: number | null): Editor {
  const editor = new Editor();
  editor.load({ title: 'Horns', data: newPlayData() }, { playId, teamId: 't1', version });
  return editor;
}

describe('a play’s id and version arrive one way', () => {
  it('takes a version answered for the play it holds, and nothing for another', () => {
    const editor = opened('p1', 3);
    const went: string[] = [];
    arrive(editor, { from: 'p2', playId: 'p2', version: 9, reopen: false }, (path) => went.push(path));
    expect(editor.state.meta).toMatchObject({ playId: 'p1', version: 3 });
    arrive(editor, { from: 'p1', playId: 'p1', version: 4, reopen: false }, (path) => went.push(path));
    expect(editor.state.meta).toMatchObject({ playId: 'p1', version: 4 });
    // A temporary id swapped for the server's keeps the version.
    arrive(editor, { from: 'p1', playId: 'p7', reopen: false }, (path) => went.push(path));
    expect(editor.state.meta).toMatchObject({ playId: 'p7', version: 4 });
    expect(went).toEqual([]);
  });

  it('reopens at the new address with the same editor (a first save, a conflict copy)', () => {
    const editor = opened(null, null);
    const went: string[] = [];
    arrive(editor, { from: null, playId: 'p5', version: 1, reopen: true }, (path) => went.push(path));
    expect(editor.state.meta).toMatchObject({ playId: 'p5', version: 1 });
    expect(went).toEqual([playEditorPath('p5')]);
    arrive(editor, { from: 'p5', playId: 'p6', version: 2, title: 'Horns (copy)', reopen: true }, (path) => went.push(path));
    expect(editor.state.doc.title).toBe('Horns (copy)');
    expect(takeHandedOver('p5')).toBeNull();
    arrive(editor, { from: 'p6', playId: 'p6', version: 2, reopen: true }, () => {});
    expect(takeHandedOver('p6')).toBe(editor);
    expect(takeHandedOver('p6')).toBeNull();
  });
});
