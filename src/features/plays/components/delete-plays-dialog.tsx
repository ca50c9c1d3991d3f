// Deleting plays (spec §4): confirm; if the server says they are used in playbooks, list those and
// offer "Delete anyway" (force).
import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { ConfirmDialog } from '../../../ui/dialog';
import { toast } from '../../../ui/toast';
import { playbooksUsingPlay, useDeletePlays, type PlaybookUse } from '../../../api/plays/delete-plays';
import type { PlayType } from '../../../api/plays/keys';
import { UserText } from '../../../ui/user-text';

export function DeletePlaysDialog({ playIds, type, open, onClose, onDeleted }: { playIds: string[]; type: PlayType; open: boolean; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const remove = useDeletePlays();
  const [inUse, setInUse] = useState<PlaybookUse[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setInUse(null);
    setError(null);
    remove.reset();
    onClose();
  };

  const run = (force: boolean) => {
    setError(null);
    remove.mutate(
      { playIds, force },
      {
        onSuccess: () => {
          toast(t(`plays.${type}.deleted`, { count: playIds.length }), 'success');
          setInUse(null);
          onDeleted();
          onClose();
        },
        onError: (failure) => {
          const playbooks = playbooksUsingPlay(failure);
          if (playbooks) setInUse(playbooks);
          else setError(errorText(failure));
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      onConfirm={() => run(inUse !== null)}
      busy={remove.isPending}
      title={inUse ? t('plays.inUseTitle') : t(`plays.${type}.deleteTitle`, { count: playIds.length })}
      description={inUse ? t('plays.inUseDescription', { count: playIds.length }) : t('plays.deleteDescription')}
      confirmLabel={inUse ? t('plays.deleteAnyway') : t('common.delete')}
    >
      {inUse && (
        <ul className="flex flex-col gap-1.5" aria-label={t('plays.inUsePlaybooks')}>
          {inUse.map((playbook) => (
            <li key={playbook.playbook_id} className="flex items-center gap-2 rounded-card bg-raised px-3 py-2 text-sm">
              <BookOpen className="size-4 text-muted" aria-hidden="true" />
              <UserText>{playbook.title}</UserText>
            </li>
          ))}
        </ul>
      )}
      {error && <Alert variant="error">{error}</Alert>}
    </ConfirmDialog>
  );
}
