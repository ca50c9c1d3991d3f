// @vitest-environment happy-dom
// A save refused because the session ended keeps the work in its draft and signs in again, back to
// the editor, where that draft is restored without asking (issue 15).
import { describe, expect, it, vi } from 'vitest';
import { takeReturnPath } from '../auth/return-path';
import { ApiError } from '../lib/api-error';
import { tokenStore } from '../data/token-store';
import { isSessionExpired, signInAgain, takeRestoreAfterSignIn } from './session-expired';
import { createEditor } from './store/editor-store';
import { createPaletteObject, paletteEntry } from './store/palette-items';

const drafts = vi.hoisted(() => ({ writeDraft: vi.fn(() => Promise.resolve()) }));
vi.mock('./draft', async (actual) => ({ ...(await actual<object>()), writeDraft: drafts.writeDraft }));

describe('an ended session', () => {
  it('is a 401 from the server, however wrapped', () => {
    const refused = (status: number) => new ApiError(status, '/apiv2/play/p1', 'no');
    expect(isSessionExpired(new Error('Saving failed', { cause: refused(401) }))).toBe(true);
    expect(isSessionExpired(refused(401))).toBe(true);
    expect(isSessionExpired(new Error('Saving failed', { cause: refused(403) }))).toBe(false);
    expect(isSessionExpired(new Error('offline'))).toBe(false);
  });

  it('keeps the work in its draft, then signs in again back to the editor, where the draft is restored once', async () => {
    const editor = createEditor();
    editor.load({ title: 'Horns', data: editor.state.doc.data }, { playId: 'p1', teamId: 't1' });
    editor.addItem(createPaletteObject(paletteEntry('offense-1')!, 'object_1', { x: 10, y: 10 }, 1));
    editor.update((s) => void (s.sessionExpired = true));
    tokenStore.set({ idToken: 'id', accessToken: 'refused' });
    const beginLogin = vi.fn();
    await signInAgain(editor, beginLogin, '/dashboard/playeditor/p1');
    expect(drafts.writeDraft).toHaveBeenCalledWith(expect.objectContaining({ key: 'p1', doc: editor.state.doc }));
    expect(editor.state).toMatchObject({ dirty: false, sessionExpired: false });
    expect(tokenStore.get()).toBeNull();
    expect(beginLogin).toHaveBeenCalledWith('/dashboard/playeditor/p1');
    expect(takeReturnPath()).toBe('/dashboard/playeditor/p1');
    expect(takeRestoreAfterSignIn('new')).toBe(false);
    expect(takeRestoreAfterSignIn('p1')).toBe(true);
    expect(takeRestoreAfterSignIn('p1')).toBe(false);
  });
});
