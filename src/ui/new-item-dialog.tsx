// The one dialog that creates something for an owner: a playbook, a play, a practice plan or a
// rotation for a team, a team for an organization. It fetches nothing: the caller passes the
// owners it may create for, the create call and the fields of its own kind as children; what
// follows a create (the toast, the dialog closed, the new item opened) is the same for all.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from './alert';
import { ButtonLink } from './button';
import { Dialog } from './dialog';
import { toast } from './toast';
import { SelectField, TextField } from './field';
import { FormActions } from './form-actions';

export interface NewItemOwner {
  id: string;
  name: string;
}

export interface NewItemValues {
  name: string;
  ownerId: string;
}

export interface NewItemDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** 'Title' unless said otherwise. */
  nameLabel?: string;
  namePlaceholder?: string;
  /** 'Team' unless said otherwise. */
  ownerLabel?: string;
  owners: NewItemOwner[];
  /** The owner picked first when the coach may create for it (the team worked in); else the first owner. */
  defaultOwnerId?: string;
  /** Said, with a way to get started, instead of the form once the owners are known and there are none. */
  noOwners?: { known: boolean; message: string };
  busy: boolean;
  /** The failed create call's message, in the coach's words. */
  error?: string | null;
  /** False while a field of the kind (in children) holds a value that cannot be created. */
  valid?: boolean;
  /**
   * Sends the create; resolves with where the new item opens (or nothing to stay). Once it has,
   * the dialog says `created`, empties the name, closes and opens the item; when it fails, the
   * dialog stays open with `error`.
   */
  onCreate: (values: NewItemValues) => Promise<string | void>;
  /** Told after a create, with what was created (the team worked in is remembered). */
  onCreated?: (values: NewItemValues) => void;
  /** The toast after a create. */
  created: string;
  children?: ReactNode;
}

/** Which owner the select shows: the coach's pick, else the default one when it may be chosen, else the first. */
export function chosenOwnerId(picked: string, owners: NewItemOwner[], defaultOwnerId: string | undefined): string {
  if (picked) return picked;
  if (defaultOwnerId && owners.some((owner) => owner.id === defaultOwnerId)) return defaultOwnerId;
  return owners[0]?.id ?? '';
}

export function NewItemDialog(props: NewItemDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [pickedOwner, setPickedOwner] = useState('');
  const navigate = useNavigate();
  const ownerId = chosenOwnerId(pickedOwner, props.owners, props.defaultOwnerId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { name: name.trim(), ownerId };
    props.onCreate(values).then(
      (to) => {
        props.onCreated?.(values);
        toast(props.created, 'success');
        setName('');
        props.onClose();
        if (to) navigate(to);
      },
      // The caller's create call holds the error, shown above the form.
      () => undefined,
    );
  };
  return (
    <Dialog open={props.open} onClose={props.onClose} title={props.title}>
      {props.noOwners?.known && props.owners.length === 0 ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted">{props.noOwners.message}</p>
          <ButtonLink to="/dashboard/get_started" color="primary">
            {t('nav.getStarted')}
          </ButtonLink>
        </div>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={submit}>
          {props.error && <Alert variant="error">{props.error}</Alert>}
          <TextField label={props.nameLabel ?? t('common.title')} required autoFocus value={name} onChange={(event) => setName(event.target.value)} placeholder={props.namePlaceholder} />
          <SelectField label={props.ownerLabel ?? t('common.team')} value={ownerId} onChange={(event) => setPickedOwner(event.target.value)} required>
            {props.owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
          </SelectField>
          {props.children}
          <FormActions onCancel={props.onClose} submitLabel={t('common.create')} busy={props.busy} disabled={!name.trim() || !ownerId || props.valid === false} />
        </form>
      )}
    </Dialog>
  );
}
