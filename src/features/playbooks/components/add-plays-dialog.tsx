// STAND-IN, replaced by the real AddPlaysDialog (built in another branch): it only lets the
// playbook editor compile and open a dialog. Drop this file at merge in favour of the real one.
import type { JSX } from 'react';
import { Dialog } from '../../../ui/dialog';

export function AddPlaysDialog(props: { open: boolean; onClose: () => void; teamId: string; onAdd: (plays: { play_id: string; title: string }[]) => void }): JSX.Element {
  return <Dialog open={props.open} onClose={props.onClose} title="Add plays" description="Adding plays arrives with the real dialog." />;
}
