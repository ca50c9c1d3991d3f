// @vitest-environment happy-dom
// The rename form of a team and of an organization: Save is on only for a new, non-blank name, sends
// it trimmed, and shows the saved name as current once told it is saved.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { RenameForm } from './rename-form';

describe('the rename form', () => {
  afterEach(cleanup);

  it('saves a changed name, trimmed, and starts over from the current name once saved', () => {
    const onRename = vi.fn((_name: string, saved: () => void) => saved());
    const view = render(<RenameForm label="Team name" current="Eagles" busy={false} onRename={onRename} />);
    const field = screen.getByLabelText('Team name') as HTMLInputElement;
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(field.value).toBe('Eagles');
    expect(save.disabled).toBe(true);
    fireEvent.change(field, { target: { value: '   ' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(field, { target: { value: ' Hawks ' } });
    expect(save.disabled).toBe(false);
    fireEvent.submit(field.closest('form')!);
    expect(onRename).toHaveBeenCalledWith('Hawks', expect.any(Function));
    view.rerender(<RenameForm label="Team name" current="Hawks" busy={false} onRename={onRename} />);
    expect(field.value).toBe('Hawks');
    expect(save.disabled).toBe(true);
  });
});
