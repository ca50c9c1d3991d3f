// The share dialog of a play, playbook, rotation or practice plan: its public links, each to copy
// or revoke, and a button to make one. Only those who may edit the item see it (the API agrees).
import { Copy, Link2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-error';
import { useCreateShareLink, useRevokeShareLink, useShareLinks, type SharedItem } from '../data/share';
import { copyText } from '../lib/clipboard';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';
import { RowsSkeleton } from './skeleton';
import { toast } from './toast';

export function ShareDialog({ item, open, onClose }: { item: SharedItem; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const links = useShareLinks(item, open);
  const create = useCreateShareLink();
  const revoke = useRevokeShareLink(item);
  const copy = (url: string) => copyText(url).then(() => toast(t('common.linkCopied'), 'success'), () => toast(url, 'info'));
  const list = links.data?.data ?? [];
  return (
    <Dialog open={open} onClose={onClose} title={t('share.title')} description={t('share.description')} size="md">
      {links.isPending ? (
        <RowsSkeleton count={1} />
      ) : links.isError ? (
        <Alert variant="error" title={t('common.loadFailed')}>
          {errorText(links.error)}
        </Alert>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted">{t('share.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('share.links')}>
          {list.map((link) => (
            <li key={link.token} className="flex flex-wrap items-center gap-2 rounded-card border border-line p-2">
              <input
                readOnly
                value={link.url}
                aria-label={t('share.linkUrl')}
                className="h-9 min-w-0 flex-1 rounded-card bg-line/30 px-2 font-mono text-xs"
                onFocus={(event) => event.target.select()}
              />
              <Button size="small" variant="outlined" startIcon={<Copy className="size-4" aria-hidden="true" />} onClick={() => void copy(link.url)}>
                {t('common.copyLink')}
              </Button>
              <Button
                size="small"
                variant="soft"
                color="error"
                loading={revoke.isPending && revoke.variables === link.token}
                startIcon={<Trash2 className="size-4" aria-hidden="true" />}
                onClick={() =>
                  revoke.mutate(link.token, {
                    onSuccess: () => toast(t('share.revoked'), 'success'),
                    onError: (error) => toast(errorText(error), 'error'),
                  })
                }
              >
                {t('share.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {links.isSuccess && list.length === 0 && (
        <div className="mt-4 flex justify-end">
          <Button
            color="primary"
            loading={create.isPending}
            startIcon={<Link2 className="size-4" aria-hidden="true" />}
            onClick={() =>
              create.mutate(item, {
                onSuccess: (link) => void copy(link.url),
                onError: (error) => toast(errorText(error), 'error'),
              })
            }
          >
            {t('share.create')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}

/** The Share button of a detail screen, with its dialog; nothing for those who may not edit. */
export function ShareButton({ item, editable }: { item: SharedItem; editable: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!editable) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<Link2 className="size-4" aria-hidden="true" />} onClick={() => setOpen(true)}>
        {t('common.share')}
      </Button>
      <ShareDialog item={item} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
