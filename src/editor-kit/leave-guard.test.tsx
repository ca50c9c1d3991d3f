// @vitest-environment happy-dom
// Leaving an editor with unsaved changes asks first; without changes, or for an address the editor
// keeps (its own id rewritten), it does not.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import '../lib/i18n';
import { LeaveGuard } from './leave-guard';

function openEditor(dirty: boolean) {
  const editor = (
    <>
      <Link to="/dashboard/plays">Plays</Link>
      <Link to="/dashboard/editor/2">Same editor, new id</Link>
      <LeaveGuard dirty={dirty} isDirty={() => dirty} stays={(next) => next.pathname.startsWith('/dashboard/editor/')} title="Leave without saving?" description="Not saved yet." confirmLabel="Leave" />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/dashboard/editor/:id', element: editor },
      { path: '/dashboard/plays', element: <p>The plays</p> },
    ],
    { initialEntries: ['/dashboard/editor/1'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('the leave guard', () => {
  afterEach(cleanup);

  it('asks before leaving with unsaved changes, and leaves when told to', async () => {
    const router = openEditor(true);
    fireEvent.click(screen.getByRole('link', { name: 'Plays' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/editor/1');
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('The plays')).toBeTruthy();
  });

  it('lets the editor rewrite its own address, and a saved editor go', async () => {
    const router = openEditor(true);
    fireEvent.click(screen.getByRole('link', { name: 'Same editor, new id' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/editor/2'));
    cleanup();
    openEditor(false);
    fireEvent.click(screen.getByRole('link', { name: 'Plays' }));
    expect(await screen.findByText('The plays')).toBeTruthy();
  });
});
