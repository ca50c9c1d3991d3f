// The frame of a record's detail screen (playbooks, rotations, practice plans, plays): loading and
// load errors, the way back to the list, the header with Share, Delete (after a question) and Edit
// for those who may edit, and the screen's own content below.
import type { UseQueryResult } from '@tanstack/react-query';
import { PenTool, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../lib/api-error';
import type { SharedItem } from '../lib/shared-item';
import { Alert } from './alert';
import { BackLink } from './back-link';
import { Button, ButtonLink } from './button';
import { PageHeader } from './card';
import { ConfirmDialog } from './dialog';
import { ShareButton, type ShareLinks } from './share-dialog';
import { RowsSkeleton } from './skeleton';
import { toast } from './toast';

/** Loading, a load error with the way back, or the record's screen. */
export function DetailScreen<T>({
  query,
  back,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'data' | 'fetchStatus'>;
  back: { to: string; label: string };
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (neverOpenedOffline(query)) return <NotOnThisDevice back={back.to} />;
  if (query.isPending) return <RowsSkeleton />;
  if (query.isError || query.data === undefined) {
    return (
      <Alert variant="error" title={t('common.loadFailed')} action={<ButtonLink to={back.to} size="small">{t('common.back')}</ButtonLink>}>
        {errorText(query.error)}
      </Alert>
    );
  }
  return (
    <>
      <BackLink to={back.to}>{back.label}</BackLink>
      {children(query.data)}
    </>
  );
}

/**
 * Issue 20: offline, an item never opened on this device has nothing cached and its fetch waits for
 * the network (paused): said plainly, not a skeleton forever.
 */
export function neverOpenedOffline(query: Pick<UseQueryResult<unknown>, 'isPending' | 'fetchStatus'>): boolean {
  return query.isPending && query.fetchStatus === 'paused';
}

/** What an item never opened on this device shows offline, with the way back; it opens once online. */
export function NotOnThisDevice({ back }: { back: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant="info" title={t('offline.notOnDeviceTitle')} action={<ButtonLink to={back} size="small">{t('common.back')}</ButtonLink>}>
      {t('offline.notOnDevice')}
    </Alert>
  );
}

export interface DetailDelete {
  /** The question's title and text. */
  title: string;
  description: string;
  /** The toast once deleted, and where the screen goes then. */
  done: string;
  goTo: string;
  busy: boolean;
  run: (callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

/** A detail screen's header: Share, Delete and Edit for those who may edit, and what the screen adds. */
export function DetailHeader({
  icon,
  title,
  description,
  share,
  shareLinks,
  editable,
  editTo,
  remove,
  actions,
}: {
  icon?: ReactNode;
  title: string | undefined;
  description?: ReactNode;
  share?: SharedItem;
  /** The share links' calls (shareLinks of src/api/share/share-links.ts): with `share`, the Share button. */
  shareLinks?: ShareLinks;
  editable: boolean;
  editTo?: string;
  remove?: DetailDelete;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <PageHeader
        icon={icon}
        title={title || t('common.untitled')}
        description={description}
        actions={
          <>
            {actions}
            {share && shareLinks && <ShareButton item={share} links={shareLinks} editable={editable} />}
            {editable && remove && (
              <Button variant="soft" color="error" startIcon={<Trash2 className="size-4" aria-hidden="true" />} onClick={() => setConfirming(true)}>
                {t('common.delete')}
              </Button>
            )}
            {editable && editTo && (
              <ButtonLink to={editTo} color="primary" startIcon={<PenTool className="size-4" aria-hidden="true" />}>
                {t('common.edit')}
              </ButtonLink>
            )}
          </>
        }
      />
      {remove && (
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          busy={remove.busy}
          title={remove.title}
          description={remove.description}
          confirmLabel={t('common.delete')}
          onConfirm={() =>
            remove.run({
              onSuccess: () => {
                toast(remove.done, 'success');
                navigate(remove.goTo);
              },
              onError: (error) => toast(errorText(error), 'error'),
            })
          }
        />
      )}
    </>
  );
}

/** How the screens find and name one kind of team item (a playbook, a rotation, a practice plan). */
export interface TeamItemScreens<R> {
  kind: SharedItem['kind'];
  icon: ReactNode;
  idOf: (record: R) => string;
  /** Its list, where the back link and a delete go. */
  list: string;
  /** Its editor's address. */
  editor: (id: string) => string;
  /** The i18n section of its texts: `title`, `deleteTitle`, `deleted` (and `deleteDescription` when `ownDeleteText`). */
  texts: string;
  ownDeleteText?: boolean;
}

type DeleteCall = { isPending: boolean; mutate: (id: string, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void };

/**
 * A team item's detail screen: the back link to its list, then its header (Share, Delete through its
 * queued delete, Edit, for those who may edit its team) worded for its kind, then what `children` show.
 */
export function TeamItemDetail<R extends { team_id: string }>({
  screens,
  query,
  canEdit,
  remove,
  shareLinks,
  header,
  actions,
  children,
}: {
  screens: TeamItemScreens<R>;
  query: Parameters<typeof DetailScreen<R>>[0]['query'];
  canEdit: (teamId: string) => boolean;
  remove: DeleteCall;
  shareLinks: ShareLinks;
  header: (record: R) => { title: string | undefined; description?: ReactNode };
  /** What the screen adds to the header's buttons (Print). */
  actions?: (record: R) => ReactNode;
  children: (record: R) => ReactNode;
}) {
  const { t } = useTranslation();
  const texts = screens.texts;
  return (
    <DetailScreen query={query} back={{ to: screens.list, label: t(`${texts}.title`) }}>
      {(record) => {
        const id = screens.idOf(record);
        return (
          <>
            <DetailHeader
              {...header(record)}
              actions={actions?.(record)}
              icon={screens.icon}
              share={{ kind: screens.kind, id }}
              shareLinks={shareLinks}
              editable={canEdit(record.team_id)}
              editTo={screens.editor(encodeURIComponent(id))}
              remove={{
                title: t(`${texts}.deleteTitle`),
                description: t(screens.ownDeleteText ? `${texts}.deleteDescription` : 'common.cannotUndo'),
                done: t(`${texts}.deleted`),
                goTo: screens.list,
                busy: remove.isPending,
                run: (callbacks) => remove.mutate(id, callbacks),
              }}
            />
            {children(record)}
          </>
        );
      }}
    </DetailScreen>
  );
}
