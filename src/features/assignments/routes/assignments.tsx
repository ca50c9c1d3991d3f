// The team's assignments (issue 35), `assignments?team_id=<id>`: what players should learn, for
// whom, by when, with the note; each opens its progress ("who knows what"). Owners and coaches
// create and delete (through the offline queue); viewers read. `play_id` or `playbook_id` in the
// address opens New assignment on that play or playbook (their screens' Assign action).
import { BookOpenCheck, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAssignments, useCreateAssignment, useDeleteAssignment } from '../../../api/assignments/assignments';
import type { AssignmentRecord } from '../../../api/assignments/keys';
import type { TeamPlayer } from '../../../api/teams/keys';
import { canEditTeam, teamAllows } from '../../../api/teams/permissions';
import { usePlayers } from '../../../api/teams/roster';
import { useTeamContext } from '../../../api/teams/team-context';
import { errorText } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink, IconButton } from '../../../ui/button';
import { Card, PageHeader } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { SelectField } from '../../../ui/field';
import { RowsSkeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
import { UserText } from '../../../ui/user-text';
import { NewAssignmentDialog, localToday } from '../components/new-assignment-dialog';
import { useAudienceText } from '../components/audience-text';
import { daysLeftText, daysUntil, formatDay } from '../format';
import '../assignments-texts';

export default function AssignmentsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { teamId, team, teams, setTeam } = useTeamContext({ param: 'team_id', among: (candidate) => teamAllows(candidate, 'read') });
  const assignments = useAssignments(teamId);
  const roster = usePlayers(teamId).data ?? [];
  const create = useCreateAssignment();
  const remove = useDeleteAssignment();
  const writes = canEditTeam(team);
  const start = { playId: params.get('play_id') ?? undefined, playbookId: params.get('playbook_id') ?? undefined };
  const [creating, setCreating] = useState(Boolean(start.playId || start.playbookId));
  const [deleting, setDeleting] = useState<AssignmentRecord | null>(null);
  const fail = (error: unknown) => toast(t('assignments.failed', { error: errorText(error) }), 'error');
  const closeDialog = () => {
    setCreating(false);
    // The Assign action's play or playbook is used once: a reload does not open the dialog again.
    if (start.playId || start.playbookId) setParams((current) => (current.delete('play_id'), current.delete('playbook_id'), current), { replace: true });
  };

  return (
    <>
      <PageHeader
        icon={<BookOpenCheck aria-hidden="true" />}
        title={t('assignments.title')}
        description={t('assignments.description')}
        actions={
          <>
            {teams && teams.length > 1 && (
              <SelectField label={t('assignments.team')} hideLabel value={teamId} onChange={(event) => setTeam(event.target.value, { inUrl: true })}>
                {teams.map((candidate) => (
                  <option key={candidate.team_id} value={candidate.team_id}>
                    {candidate.name}
                  </option>
                ))}
              </SelectField>
            )}
            {writes && (
              <Button color="primary" startIcon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setCreating(true)}>
                {t('assignments.new')}
              </Button>
            )}
          </>
        }
      />
      {assignments.isError ? (
        <Alert variant="error">{errorText(assignments.error)}</Alert>
      ) : !assignments.data ? (
        <RowsSkeleton count={3} />
      ) : assignments.data.length === 0 ? (
        <EmptyState icon={<BookOpenCheck aria-hidden="true" />} title={writes ? t('assignments.empty') : t('assignments.emptyReadOnly')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {assignments.data.map((assignment) => (
            <AssignmentRow key={assignment.assignment_id} assignment={assignment} roster={roster} writes={writes} onDelete={() => setDeleting(assignment)} />
          ))}
        </ul>
      )}
      {writes && teamId && (
        <NewAssignmentDialog
          open={creating}
          onClose={closeDialog}
          teamId={teamId}
          roster={roster}
          start={start}
          busy={create.isPending}
          onAssign={(assignment) =>
            create.mutate(assignment, {
              onSuccess: () => {
                toast(t('assignments.created'), 'success');
                closeDialog();
              },
              onError: fail,
            })
          }
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('assignments.deleteTitle', { title: deleting?.title ?? '' })}
        description={t('assignments.deleteDescription')}
        confirmLabel={t('assignments.delete')}
        onConfirm={() => {
          if (deleting) remove.mutate({ teamId, assignmentId: deleting.assignment_id }, { onSuccess: () => toast(t('assignments.deleted'), 'success'), onError: fail });
          setDeleting(null);
        }}
      />
    </>
  );
}

function AssignmentRow({ assignment, roster, writes, onDelete }: { assignment: AssignmentRecord; roster: TeamPlayer[]; writes: boolean; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  const audienceText = useAudienceText();
  const due = assignment.due_date;
  const days = due ? daysUntil(due, localToday()) : null;
  return (
    <li>
      <Card className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            <UserText>{assignment.title}</UserText>
            {assignment.synced === false && <span className="ms-2 text-xs font-normal text-muted">{t('assignments.notSynced')}</span>}
          </p>
          <p className="text-sm text-muted">
            {audienceText(assignment, roster)} ·{' '}
            {due ? (
              <span className={days !== null && days < 0 ? 'text-error' : undefined}>
                {t('assignments.by', { date: formatDay(due, i18n.language) })} ({daysLeftText(days ?? 0, i18n.language)})
              </span>
            ) : (
              t('assignments.noDate')
            )}
          </p>
          {assignment.note && (
            <p className="mt-1 text-sm whitespace-pre-line">
              <UserText>{assignment.note}</UserText>
            </p>
          )}
        </div>
        <div className="flex items-center gap-1">
          {assignment.synced !== false && (
            <ButtonLink size="small" variant="soft" color="primary" to={`/dashboard/assignment-progress?team_id=${encodeURIComponent(assignment.team_id)}&assignment_id=${encodeURIComponent(assignment.assignment_id)}`}>
              {t('assignments.progress')}
            </ButtonLink>
          )}
          {writes && (
            <IconButton label={t('assignments.deleteNamed', { title: assignment.title })} size="small" onClick={onDelete}>
              <Trash2 className="size-4" aria-hidden="true" />
            </IconButton>
          )}
        </div>
      </Card>
    </li>
  );
}
