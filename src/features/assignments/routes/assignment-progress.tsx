// Who knows what (issue 35), `assignment-progress?team_id=<id>&assignment_id=<id>`: for each player
// the assignment covers, whether they opened it, the phases watched, their quiz right of answered
// (per play too), and the plays they miss most; above, "3 of 5 studied Horns" and the days left.
// A page of its own like the season view, so the browser prints just it: Print calls window.print
// and the print stylesheet leaves the controls out. The app's print pipeline (src/print) lays out
// court drawings into a PDF; a table of names and figures has no drawing to lay out.
// On a phone each player is a block of labelled figures; from 640 px (and on paper) a table.
import { assignPath } from '../../../api/assignments/keys';
import { BookOpenCheck, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignmentProgress, useAssignments } from '../../../api/assignments/assignments';
import type { AssignmentProgress, MemberProgress } from '../../../api/assignments/keys';
import { usePlayers } from '../../../api/teams/roster';
import { useTeamContext } from '../../../api/teams/team-context';
import { errorText } from '../../../lib/api-error';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Spinner } from '../../../ui/spinner';
import { UserText } from '../../../ui/user-text';
import { useAudienceText } from '../components/audience-text';
import { daysLeftText, formatDay } from '../format';
import '../assignments-texts';

/** A covered player studied the assignment once they watched every phase of every play. */
export const studied = (member: MemberProgress) => member.watched_all;

export default function AssignmentProgressRoute() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const assignmentId = params.get('assignment_id') ?? '';
  const { teamId, team } = useTeamContext({ param: 'team_id' });
  const assignment = useAssignments(teamId).data?.find((candidate) => candidate.assignment_id === assignmentId);
  const progress = useAssignmentProgress(teamId, assignmentId);
  const roster = usePlayers(teamId).data ?? [];
  const audienceText = useAudienceText();
  const title = assignment?.title ?? '';

  return (
    <main className="min-h-screen bg-page px-3 py-4 sm:px-6 print:bg-white print:p-0">
      <div className="mx-auto flex max-w-5xl flex-col gap-4">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="flex items-center gap-2 text-xl font-bold [&_svg]:size-6 [&_svg]:text-primary-ink">
            <BookOpenCheck aria-hidden="true" />
            <UserText>{title || t('assignments.progress')}</UserText>
            {team && (
              <span className="font-normal text-muted">
                · <UserText>{team.name}</UserText>
              </span>
            )}
          </h1>
          <nav className="flex flex-wrap items-center gap-2 print:hidden">
            <Button variant="outlined" startIcon={<Printer aria-hidden="true" />} disabled={!progress.data} onClick={() => window.print()}>
              {t('assignments.report.print')}
            </Button>
            <ButtonLink to={assignPath(teamId)} variant="text">
              {t('assignments.report.back')}
            </ButtonLink>
          </nav>
        </header>
        {progress.isError ? (
          <p role="alert" className="text-error">
            {errorText(progress.error)}
          </p>
        ) : !progress.data ? (
          <Spinner />
        ) : (
          <>
            <Card className="flex flex-col gap-1 print:shadow-none">
              <p className="text-lg font-semibold" data-testid="progress-summary">
                {t('assignments.report.summary', { done: progress.data.members.filter(studied).length, total: progress.data.members.length, title })}
              </p>
              <p className="text-sm text-muted">
                {assignment && t('assignments.report.audience', { audience: audienceText(assignment, roster) })}
                {progress.data.due_date && (
                  <>
                    {assignment && ' · '}
                    {t('assignments.by', { date: formatDay(progress.data.due_date, i18n.language) })}
                    {progress.data.days_left !== null && ` (${daysLeftText(progress.data.days_left, i18n.language)})`}
                  </>
                )}
              </p>
              {assignment?.note && (
                <p className="text-sm whitespace-pre-line">
                  <UserText>{assignment.note}</UserText>
                </p>
              )}
            </Card>
            {progress.data.members.length === 0 ? (
              <Card>
                <p className="text-muted">{t('assignments.report.nobody')}</p>
              </Card>
            ) : (
              <ProgressTable progress={progress.data} />
            )}
            {progress.data.plays.length > 1 && (
              <Card className="print:shadow-none">
                <h2 className="mb-2 font-semibold">{t('assignments.report.perPlay')}</h2>
                <ul className="flex flex-col gap-1 text-sm">
                  {progress.data.plays.map((play) => (
                    <li key={play.play_id} className="flex justify-between gap-3">
                      <UserText>{play.title}</UserText>
                      <span className="tabular-nums">{t('assignments.report.rightOf', { right: play.right, answered: play.answered })}</span>
                    </li>
                  ))}
                </ul>
              </Card>
            )}
          </>
        )}
      </div>
    </main>
  );
}

/** The label a figure carries on a phone, where the table's header row is not shown. */
function Cell({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <td className={`flex gap-2 px-3 py-0.5 sm:table-cell sm:py-2 ${className ?? ''}`}>
      <span className="w-32 shrink-0 text-muted sm:hidden">{label}</span>
      <span className="min-w-0">{children}</span>
    </td>
  );
}

export function ProgressTable({ progress }: { progress: AssignmentProgress }) {
  const { t } = useTranslation();
  const titleOf = (playId: string) => progress.plays.find((play) => play.play_id === playId)?.title ?? '';
  const several = progress.plays.length > 1;
  const columns = [t('assignments.report.opened'), t('assignments.report.phases'), t('assignments.report.quiz'), t('assignments.report.missedMost')] as const;
  return (
    <Card flush className="print:shadow-none">
      <table className="block w-full text-sm sm:table" aria-label={t('assignments.progress')}>
        <thead className="sr-only sm:not-sr-only sm:table-header-group">
          <tr className="border-b border-line text-muted">
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('assignments.report.player')}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-start font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block sm:table-row-group">
          {progress.members.map((member) => {
            const watched = member.plays.reduce((sum, play) => sum + play.phases_watched, 0);
            const phases = member.plays.reduce((sum, play) => sum + play.phases, 0);
            const key = member.player?.player_id ?? member.user?.user_id ?? '';
            return (
              <tr key={key} data-player={key} className="block border-b border-line py-2 last:border-0 sm:table-row sm:py-0">
                <th scope="row" className="block px-3 py-1 text-start font-medium sm:table-cell sm:py-2">
                  {member.player ? (
                    <>
                      {member.player.number && <span className="me-1 font-mono text-muted">#{member.player.number}</span>}
                      <UserText>{member.player.name}</UserText>
                    </>
                  ) : (
                    <>
                      <UserText>{member.user?.name}</UserText> <span className="text-xs font-normal text-muted">({t('assignments.report.unmatched')})</span>
                    </>
                  )}
                  {!member.user && <span className="block text-xs font-normal text-muted">{t('assignments.report.notJoined')}</span>}
                </th>
                <Cell label={columns[0]}>{!member.started ? <span className="font-medium text-warning">{t('assignments.report.notStarted')}</span> : member.opened ? t('assignments.report.yes') : t('assignments.report.no')}</Cell>
                <Cell label={columns[1]}>
                  <span className={member.watched_all ? 'font-medium text-success' : undefined}>{t('assignments.report.countOf', { done: watched, total: phases })}</span>
                  {several &&
                    member.plays.map((play) => (
                      <span key={play.play_id} className="block text-xs text-muted">
                        <UserText>{titleOf(play.play_id)}</UserText>: {t('assignments.report.countOf', { done: play.phases_watched, total: play.phases })}
                      </span>
                    ))}
                </Cell>
                <Cell label={columns[2]}>
                  <span className="tabular-nums">{t('assignments.report.rightOf', { right: member.right, answered: member.answered })}</span>
                  {several &&
                    member.plays.map((play) => (
                      <span key={play.play_id} className="block text-xs text-muted">
                        <UserText>{titleOf(play.play_id)}</UserText>: {t('assignments.report.rightOf', { right: play.right, answered: play.answered })}
                      </span>
                    ))}
                </Cell>
                <Cell label={columns[3]}>
                  {member.missed_most.length === 0
                    ? '–'
                    : member.missed_most.map((play) => (
                        <span key={play.play_id} className="block">
                          {t('assignments.report.missed', { title: play.title, wrong: play.wrong })}
                        </span>
                      ))}
                </Cell>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
