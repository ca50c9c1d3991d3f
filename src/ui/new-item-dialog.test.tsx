// @vitest-environment happy-dom
// Issue 13: one dialog creates every kind of item for a team (and a team for an organization): it
// picks the list's team when the coach may create there, sends the trimmed name and the owner, and
// says where to start when there is no owner to create for.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { chosenOwnerId, NewItemDialog, type NewItemDialogProps } from './new-item-dialog';
import { closeToast, toastStore } from './toast';

const toasts = () => toastStore.getState().messages.filter((item) => !item.leaving).map((item) => item.message);

const TEAMS = [
  { id: 'team-a', name: 'Eagles' },
  { id: 'team-b', name: 'Hawks' },
];

function renderDialog(props: Partial<NewItemDialogProps>) {
  const all: NewItemDialogProps = { open: true, onClose: () => {}, title: 'New playbook', nameLabel: 'Title', ownerLabel: 'Team', owners: TEAMS, busy: false, created: 'Playbook created', onCreate: () => Promise.resolve(), ...props };
  const router = createMemoryRouter([
    { path: '/', element: <NewItemDialog {...all} /> },
    { path: '/dashboard/playbook/:id', element: <p>The new playbook</p> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('the new-item dialog', () => {
  afterEach(() => {
    cleanup();
    closeToast();
  });

  it('picks the default owner only when it is one of the choices', () => {
    expect(chosenOwnerId('', TEAMS, 'team-b')).toBe('team-b');
    expect(chosenOwnerId('', TEAMS, 'someone-else')).toBe('team-a');
    expect(chosenOwnerId('team-a', TEAMS, 'team-b')).toBe('team-a');
    expect(chosenOwnerId('', [], undefined)).toBe('');
  });

  it('creates with the trimmed name and the chosen owner, then says so, closes and opens the new item', async () => {
    const onCreate = vi.fn(() => Promise.resolve('/dashboard/playbook/p1'));
    const onClose = vi.fn();
    renderDialog({ onCreate, onClose, defaultOwnerId: 'team-b' });
    const name = (await screen.findByLabelText('Title')) as HTMLInputElement;
    const create = screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(name, { target: { value: '  Horns  ' } });
    expect(create.disabled).toBe(false);
    fireEvent.submit(name.closest('form')!);
    expect(onCreate).toHaveBeenCalledWith({ name: 'Horns', ownerId: 'team-b' });
    expect(await screen.findByText('The new playbook')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual(['Playbook created']);
  });

  it('stays open with the name kept when the create fails', async () => {
    const onClose = vi.fn();
    const refused = Promise.reject(new Error('offline refused'));
    refused.catch(() => {});
    renderDialog({ onCreate: () => refused, onClose });
    const name = (await screen.findByLabelText('Title')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Horns' } });
    fireEvent.submit(name.closest('form')!);
    // The dialog's handler of the refusal was attached at the submit, before this one: it has run.
    await refused.catch(() => undefined);
    expect(name.value).toBe('Horns');
    expect(onClose).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it('keeps Create off while a field of the kind is not valid, and shows the failed call', async () => {
    renderDialog({ valid: false, error: 'The server is down' });
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Zone' } });
    expect((screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('The server is down')).toBeTruthy();
  });

  it('says where to start, instead of the form, once it is known there is no owner', async () => {
    renderDialog({ owners: [], noOwners: { known: true, message: 'Plays belong to a team. Create your team first.' } });
    expect(await screen.findByText('Plays belong to a team. Create your team first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/dashboard/get_started');
    expect(screen.queryByLabelText('Title')).toBeNull();
  });
});
