// @vitest-environment happy-dom
// A save refused because the session ended: the editor offers to sign in again, the work kept (issue 15).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { AuthContext, type AuthContextValue } from '../../auth/auth-context';
import { EditorContext } from '../editor-context';
import '../editor-texts';
import { createEditor } from '../store/editor-store';
import { SessionExpiredDialog } from './session-expired-dialog';

const drafts = vi.hoisted(() => ({ writeDraft: vi.fn(() => Promise.resolve()) }));
vi.mock('../draft', async (actual) => ({ ...(await actual<object>()), writeDraft: drafts.writeDraft }));

describe('session ended dialog', () => {
  afterEach(cleanup);

  it('signs in again after keeping the work, or lets the coach keep editing', async () => {
    const editor = createEditor();
    editor.update((s) => void (s.sessionExpired = true));
    const beginLogin = vi.fn();
    render(
      <AuthContext.Provider value={{ beginLogin } as unknown as AuthContextValue}>
        <EditorContext.Provider value={editor}>
          <SessionExpiredDialog />
        </EditorContext.Provider>
      </AuthContext.Provider>,
    );
    expect(await screen.findByText('Your session has ended')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(editor.state.sessionExpired).toBe(false);
    editor.update((s) => void (s.sessionExpired = true));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(beginLogin).toHaveBeenCalledOnce());
    expect(drafts.writeDraft).toHaveBeenCalledOnce();
  });
});
