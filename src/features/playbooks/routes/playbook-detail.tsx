// A playbook with its chapters and plays. After a delete the coach can go to the playbooks tab of
// the plays area (spec §2).
import { ArrowLeft, BookOpen, ClipboardList, Link2, PenTool, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { errorText } from '../../../data/api-client';
import { useCreateShareLink } from '../../../data/share';
import { canEditTeam, useTeams } from '../../../data/teams';
import { copyText } from '../../../lib/clipboard';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Card, PageHeader } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { RowsSkeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
import { useDeletePlaybook } from '../api/delete-playbook';
import { usePlaybook } from '../api/get-playbook';

export default function PlaybookDetailRoute() {
  const { t } = useTranslation();
  const { playbookId = '' } = useParams();
  const navigate = useNavigate();
  const playbook = usePlaybook(playbookId);
  const teams = useTeams();
  const share = useCreateShareLink();
  const remove = useDeletePlaybook();
  const [confirming, setConfirming] = useState(false);

  if (playbook.isPending) return <RowsSkeleton />;
  if (playbook.isError) {
    return (
      <Alert variant="error" title={t('common.loadFailed')} action={<ButtonLink to="/dashboard/playbooks" size="small">{t('common.back')}</ButtonLink>}>
        {errorText(playbook.error)}
      </Alert>
    );
  }
  const record = playbook.data;
  const editable = canEditTeam(teams.data?.find((team) => team.team_id === record.team_id));
  const chapters = record.data?.chapters ?? [];

  return (
    <>
      <ButtonLink to="/dashboard/playbooks" variant="text" size="small" startIcon={<ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />} className="-ms-2 mb-2">
        {t('playbooks.title')}
      </ButtonLink>
      <PageHeader
        icon={<BookOpen aria-hidden="true" />}
        title={record.title || t('common.untitled')}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<Link2 className="size-4" aria-hidden="true" />}
              onClick={() =>
                share.mutate(
                  { kind: 'playbook', id: record.playbook_id },
                  {
                    onSuccess: (link) => copyText(link.url).then(() => toast(t('common.linkCopied'), 'success'), () => toast(link.url, 'info')),
                    onError: (error) => toast(errorText(error), 'error'),
                  },
                )
              }
            >
              {t('common.share')}
            </Button>
            {editable && (
              <>
                <Button variant="soft" color="error" startIcon={<Trash2 className="size-4" aria-hidden="true" />} onClick={() => setConfirming(true)}>
                  {t('common.delete')}
                </Button>
                <ButtonLink to={`/dashboard/playbook-editor?playbook_id=${encodeURIComponent(record.playbook_id)}`} color="primary" startIcon={<PenTool className="size-4" aria-hidden="true" />}>
                  {t('common.edit')}
                </ButtonLink>
              </>
            )}
          </>
        }
      />
      {chapters.length === 0 ? (
        <EmptyState icon={<BookOpen />} title={t('playbooks.noChapters')} description={t('playbooks.noChaptersDescription')} />
      ) : (
        <div className="flex flex-col gap-4">
          {chapters.map((chapter, index) => (
            <Card key={index}>
              <h2 className="mb-3 font-semibold">{chapter.title || t('playbooks.chapterN', { n: index + 1 })}</h2>
              <ul className="flex flex-col gap-1.5">
                {chapter.objects.map((object, objectIndex) =>
                  object.type === 'play' ? (
                    <li key={objectIndex}>
                      <Link to={`/dashboard/play/${object.play_id}`} className="flex items-center gap-2 rounded-card px-2 py-1.5 text-sm hover:bg-line/30">
                        <ClipboardList className="size-4 text-muted" aria-hidden="true" />
                        {t('playbooks.playRef', { n: objectIndex + 1 })}
                      </Link>
                    </li>
                  ) : (
                    <li key={objectIndex} className="px-2 py-1.5 text-sm text-muted">
                      {object.text}
                    </li>
                  ),
                )}
              </ul>
            </Card>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        busy={remove.isPending}
        title={t('playbooks.deleteTitle')}
        description={t('playbooks.deleteDescription')}
        confirmLabel={t('common.delete')}
        onConfirm={() =>
          remove.mutate(record.playbook_id, {
            onSuccess: () => {
              toast(t('playbooks.deleted'), 'success');
              navigate('/dashboard/playbooks');
            },
            onError: (error) => toast(errorText(error), 'error'),
          })
        }
      />
    </>
  );
}
