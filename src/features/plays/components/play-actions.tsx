import { Menu, MenuButton, MenuItem, MenuItems } from '../../../ui/menu';
import { Copy, EllipsisVertical, Link2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { useCreateShareLink } from '../../../api/share/create-share-link';
import { copyText } from '../../../lib/clipboard';
import { toast } from '../../../ui/toast';
import { useDuplicatePlay } from '../../../api/plays/duplicate-play';
import type { PlayRecord } from '../../../api/plays/keys';

/** The ⋮ menu of a play: duplicate, copy a share link, delete; for those who may change the play (canEditTeam), the only ones the API lets. */
export function PlayActions({ play, onDelete }: { play: PlayRecord; onDelete: () => void }) {
  const { t } = useTranslation();
  const duplicate = useDuplicatePlay();
  const share = useCreateShareLink();
  const itemClass = 'flex w-full items-center gap-3 rounded-card px-3 py-2 text-sm data-focus:bg-line/40 data-disabled:opacity-50';
  return (
    <Menu>
      <MenuButton
        className="flex size-9 items-center justify-center rounded-full text-muted hover:bg-line/40 hover:text-ink focus-visible:outline-2 focus-visible:outline-primary"
        aria-label={t('common.actionsFor', { name: play.title })}
      >
        <EllipsisVertical className="size-5" aria-hidden="true" />
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-40 w-52 rounded-card bg-surface p-1.5 text-ink shadow-popover focus:outline-none">
        <MenuItem>
          <button
            type="button"
            className={itemClass}
            onClick={() =>
              duplicate.mutate(play.play_id, {
                onSuccess: () => toast(t('plays.duplicated'), 'success'),
                onError: (error) => toast(errorText(error), 'error'),
              })
            }
          >
            <Copy className="size-4 text-muted" aria-hidden="true" /> {t('common.duplicate')}
          </button>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            className={itemClass}
            onClick={() =>
              share.mutate(
                { kind: 'play', id: play.play_id },
                {
                  onSuccess: (link) =>
                    copyText(link.url).then(
                      () => toast(t('common.linkCopied'), 'success'),
                      () => toast(link.url, 'info'),
                    ),
                  onError: (error) => toast(errorText(error), 'error'),
                },
              )
            }
          >
            <Link2 className="size-4 text-muted" aria-hidden="true" /> {t('common.copyShareLink')}
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={`${itemClass} text-error`} onClick={onDelete}>
            <Trash2 className="size-4" aria-hidden="true" /> {t('common.delete')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
