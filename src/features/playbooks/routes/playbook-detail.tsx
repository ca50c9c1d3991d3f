// A playbook with its chapters and plays. After a delete the coach can go to the playbooks tab of
// the plays area (spec §2).
import { BookOpen, ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { canEditTeam, useTeams } from '../../../data/teams';
import { Card } from '../../../ui/card';
import { DetailHeader, DetailScreen } from '../../../ui/detail-screen';
import { EmptyState } from '../../../ui/empty-state';
import { useDeletePlaybook } from '../api/delete-playbook';
import { usePlaybook } from '../api/get-playbook';

export default function PlaybookDetailRoute() {
  const { t } = useTranslation();
  const { playbookId = '' } = useParams();
  const playbook = usePlaybook(playbookId);
  const teams = useTeams();
  const remove = useDeletePlaybook();

  return (
    <DetailScreen query={playbook} back={{ to: '/dashboard/playbooks', label: t('playbooks.title') }}>
      {(record) => {
        const chapters = record.data?.chapters ?? [];
        return (
          <>
            <DetailHeader
              icon={<BookOpen aria-hidden="true" />}
              title={record.title}
              share={{ kind: 'playbook', id: record.playbook_id }}
              editable={canEditTeam(teams.data?.find((team) => team.team_id === record.team_id))}
              editTo={`/dashboard/playbook-editor?playbook_id=${encodeURIComponent(record.playbook_id)}`}
              remove={{
                title: t('playbooks.deleteTitle'),
                description: t('playbooks.deleteDescription'),
                done: t('playbooks.deleted'),
                goTo: '/dashboard/playbooks',
                busy: remove.isPending,
                run: (callbacks) => remove.mutate(record.playbook_id, callbacks),
              }}
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
          </>
        );
      }}
    </DetailScreen>
  );
}
