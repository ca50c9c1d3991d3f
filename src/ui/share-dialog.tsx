// The share dialog of a play, playbook, rotation or practice plan: its public links, each to copy
// or revoke, and a button to make one. Only those who may edit the item see it (the API agrees).
// The kit fetches nothing: the screen hands over the calls (`shareLinks` of src/api/share/share-links.ts) as
// `links`, whose hooks the dialog calls (the list only while it is open).
import { Copy, Link2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-error';
import { copyText } from '../lib/clipboard';
import type { ShareLink, SharedItem } from '../lib/shared-item';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';
import { RowsSkeleton } from './skeleton';
import { toast } from './toast';

type Callbacks<T> = { onSuccess: (result: T) => void; onError: (error: unknown) => void };

/** The share links' calls, as hooks: a data source the screen passes in (src/api/share/). */
export interface ShareLinks {
  /** The item's links; asked for only while `enabled`. */
  useLinks(item: SharedItem, enabled: boolean): { isPending: boolean; isError: boolean; isSuccess: boolean; error: unknown; data?: { data: ShareLink[] } | undefined };
  useCreate(): { isPending: boolean; mutate(item: SharedItem, callbacks: Callbacks<ShareLink>): void };
  useRevoke(item: SharedItem): { isPending: boolean; variables: string | undefined; mutate(token: string, callbacks: Callbacks<void>): void };
}

export function ShareDialog({ item, links: source, open, onClose }: { item: SharedItem; links: ShareLinks; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const links = source.useLinks(item, open);
  const create = source.useCreate();
  const revoke = source.useRevoke(item);
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
                dir="auto"
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
export function ShareButton({ item, links, editable }: { item: SharedItem; links: ShareLinks; editable: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!editable) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<Link2 className="size-4" aria-hidden="true" />} onClick={() => setOpen(true)}>
        {t('common.share')}
      </Button>
      <ShareDialog item={item} links={links} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
