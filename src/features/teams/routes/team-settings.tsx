// settings/teams/{teamId}: the team's name, members and their roles, and invite links (create, copy,
// revoke). Who may change what is the team's permissions (api/teams/permissions.ts): the others see
// names and roles as text, and may leave. Issue 35: invites may make players, and a player member
// is matched to a roster entry (the server proposes one by name; owners and coaches confirm or pick).
import { assignPath } from '../../../api/assignments/keys';
import { BookOpenCheck, Copy, DoorOpen, Link2, Plus, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAuth } from '../../../auth/auth-context';
import { errorText } from '../../../lib/api-error';
import { useTeams } from '../../../api/teams/get-teams';
import { canEditTeam, canLeaveTeam, canManageTeam } from '../../../api/teams/permissions';
import { RosterPanel } from '../../../ui/roster-panel';
import { usePlayers, useRosterEditing } from '../../../api/teams/roster';
import type { TeamMember, TeamPlayer } from '../../../api/teams/keys';
import { INVITE_ROLES, TEAM_ROLES, type InviteRole, type TeamRole } from '../../../../engine/api/team-roles';
import { useSetRosterMatch } from '../../../api/teams/roster-match';
import '../team-study-texts';
import { copyText } from '../../../lib/clipboard';
import { Alert } from '../../../ui/alert';
import { BackLink } from '../../../ui/back-link';
import { Button, ButtonLink, IconButton } from '../../../ui/button';
import { Card, PageHeader } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/dialog';
import { formatDate } from '../../../ui/format';
import { RenameForm } from '../../../ui/rename-form';
import { RowsSkeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
import { useCreateInvite } from '../../../api/teams/create-invite';
import { useInvites } from '../../../api/teams/get-invites';
import { useMembers } from '../../../api/teams/get-members';
import { useRemoveMember } from '../../../api/teams/remove-member';
import { useRevokeInvite } from '../../../api/teams/revoke-invite';
import { useDeleteTeam } from '../../../api/teams/delete-team';
import { useLeaveTeam } from '../../../api/teams/leave-team';
import { useRenameTeam } from '../../../api/teams/rename-team';
import { useUpdateMemberRole } from '../../../api/teams/update-member-role';

const copyLink = (url: string, copied: string) => copyText(url).then(() => toast(copied, 'success'), () => toast(url, 'info'));

export default function TeamSettingsRoute() {
  const { t, i18n } = useTranslation();
  const { teamId = '' } = useParams();
  const navigate = useNavigate();
  const { permissions, claims } = useAuth();
  const teams = useTeams();
  const team = teams.data?.find((candidate) => candidate.team_id === teamId);
  const manages = canManageTeam(team, permissions);
  const members = useMembers(teamId);
  const invites = useInvites(teamId, manages);
  const rename = useRenameTeam();
  const remove = useDeleteTeam();
  const leave = useLeaveTeam();
  const updateRole = useUpdateMemberRole(teamId);
  const removeMember = useRemoveMember(teamId);
  const createInvite = useCreateInvite(teamId);
  const revokeInvite = useRevokeInvite(teamId);
  const setRosterMatch = useSetRosterMatch(teamId);
  const [inviteRole, setInviteRole] = useState<InviteRole>('coach');
  const [confirm, setConfirm] = useState<'delete' | 'leave' | null>(null);

  if (teams.isPending) return <RowsSkeleton />;
  if (!team) {
    return (
      <Alert variant="error" title={t('teams.notFound')} action={<ButtonLink to="/dashboard/settings/teams" size="small">{t('common.back')}</ButtonLink>}>
        {teams.isError ? errorText(teams.error) : t('teams.notFoundDescription')}
      </Alert>
    );
  }
  const fail = (error: unknown) => toast(errorText(error), 'error');

  return (
    <>
      <BackLink to="/dashboard/settings/teams">{t('teams.title')}</BackLink>
      <PageHeader
        icon={<Users aria-hidden="true" />}
        title={team.name}
        description={`${team.organization.name} · ${t(`teams.role.${team.role}`)}`}
        actions={
          <>
            <ButtonLink to={assignPath(teamId)} variant="outlined" startIcon={<BookOpenCheck className="size-4" aria-hidden="true" />}>
              {t('assignments.title')}
            </ButtonLink>
            {canLeaveTeam(team) && (
              <Button variant="outlined" startIcon={<DoorOpen className="size-4" aria-hidden="true" />} onClick={() => setConfirm('leave')}>
                {t('teams.leave')}
              </Button>
            )}
            {manages && (
              <Button variant="soft" color="error" startIcon={<Trash2 className="size-4" aria-hidden="true" />} onClick={() => setConfirm('delete')}>
                {t('teams.delete')}
              </Button>
            )}
          </>
        }
      />
      <div className="flex flex-col gap-6">
        {manages && (
          <Card>
            <RenameForm
              label={t('teams.name')}
              current={team.name}
              busy={rename.isPending}
              onRename={(name, saved) => rename.mutate({ teamId, name }, { onSuccess: () => (toast(t('common.saved'), 'success'), saved()), onError: fail })}
            />
          </Card>
        )}

        <Card aria-labelledby="roster-heading">
          <h2 id="roster-heading" className="mb-1 font-semibold">
            {t('roster.heading')}
          </h2>
          <p className="mb-4 text-sm text-muted">{t('roster.description')}</p>
          <TeamRoster teamId={teamId} editable={canEditTeam(team)} />
        </Card>

        <Card>
          <h2 className="mb-4 font-semibold">{t('teams.members')}</h2>
          {members.isPending ? (
            <RowsSkeleton count={3} />
          ) : members.isError ? (
            <Alert variant="error">{errorText(members.error)}</Alert>
          ) : (
            <ul className="divide-y divide-line">
              {members.data.map((member) => {
                const self = member.user_id === claims?.sub;
                return (
                  <li key={member.user_id} className="flex flex-wrap items-center gap-3 py-3">
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium">
                        {member.name} {self && <span className="text-xs text-muted">({t('teams.you')})</span>}
                      </p>
                      <p className="truncate text-xs text-muted">{member.email}</p>
                    </div>
                    {manages && !self ? (
                      <>
                        <label className="sr-only" htmlFor={`role-${member.user_id}`}>
                          {t('teams.roleOf', { name: member.name })}
                        </label>
                        <select
                          id={`role-${member.user_id}`}
                          value={member.role}
                          onChange={(event) => updateRole.mutate({ teamId, userId: member.user_id, role: event.target.value as TeamRole }, { onSuccess: () => toast(t('common.saved'), 'success'), onError: fail })}
                          className="h-9 rounded-card border border-line bg-surface ps-2 pe-7 text-sm"
                        >
                          {TEAM_ROLES.map((role) => (
                            <option key={role} value={role}>
                              {t(`teams.role.${role}`)}
                            </option>
                          ))}
                        </select>
                        <IconButton label={t('teams.removeMember', { name: member.name })} size="small" onClick={() => removeMember.mutate({ teamId, userId: member.user_id }, { onError: fail })}>
                          <Trash2 className="size-4" aria-hidden="true" />
                        </IconButton>
                      </>
                    ) : (
                      <span className="rounded-full bg-raised px-2.5 py-1 text-xs font-medium">{t(`teams.role.${member.role}`)}</span>
                    )}
                    {member.role === 'player' && (
                      <RosterMatch
                        teamId={teamId}
                        member={member}
                        members={members.data}
                        editable={canEditTeam(team)}
                        busy={setRosterMatch.isPending}
                        onPick={(playerId) => setRosterMatch.mutate({ teamId, userId: member.user_id, playerId }, { onSuccess: () => toast(t('assignments.match.saved'), 'success'), onError: fail })}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </Card>

        {manages && (
          <Card>
            <h2 className="font-semibold">{t('teams.invites')}</h2>
            <p className="mt-1 mb-4 text-sm text-muted">{t('teams.invitesHint')}</p>
            <div className="mb-4 flex flex-wrap items-center gap-2">
              <label className="sr-only" htmlFor="invite-role">
                {t('teams.inviteRole')}
              </label>
              <select id="invite-role" value={inviteRole} onChange={(event) => setInviteRole(event.target.value as InviteRole)} className="h-10 rounded-card border border-line bg-surface ps-3 pe-8 text-sm">
                {INVITE_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`teams.role.${role}`)}
                  </option>
                ))}
              </select>
              <Button
                color="primary"
                startIcon={<Plus className="size-4" aria-hidden="true" />}
                loading={createInvite.isPending}
                onClick={() => createInvite.mutate({ teamId, role: inviteRole }, { onSuccess: (invite) => void copyLink(invite.url, t('teams.inviteCreated')), onError: fail })}
              >
                {t('teams.createInvite')}
              </Button>
              {inviteRole === 'player' && <p className="basis-full text-xs text-muted">{t('assignments.invite.playerHint')}</p>}
            </div>
            {invites.isPending ? (
              <RowsSkeleton count={2} />
            ) : invites.isError ? (
              <Alert variant="error">{errorText(invites.error)}</Alert>
            ) : invites.data.filter((invite) => invite.status !== 'revoked').length === 0 ? (
              <p className="text-sm text-muted">{t('teams.noInvites')}</p>
            ) : (
              <ul className="divide-y divide-line">
                {invites.data.filter((invite) => invite.status !== 'revoked').map((invite) => (
                  <li key={invite.invite_link_id} className="flex flex-wrap items-center gap-3 py-3">
                    <Link2 className="size-4 text-muted" aria-hidden="true" />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-mono text-xs" title={invite.url}>
                        {invite.url}
                      </p>
                      <p className="text-xs text-muted">
                        {t(`teams.role.${invite.role}`)} · {invite.status === 'expired' ? t('teams.expired') : t('teams.expires', { date: formatDate(invite.expires_at, i18n.language) })}
                      </p>
                    </div>
                    <IconButton label={t('common.copyLink')} size="small" onClick={() => void copyLink(invite.url, t('common.linkCopied'))}>
                      <Copy className="size-4" aria-hidden="true" />
                    </IconButton>
                    <Button size="small" variant="text" color="error" onClick={() => revokeInvite.mutate(invite.invite_link_id, { onSuccess: () => toast(t('teams.inviteRevoked'), 'success'), onError: fail })}>
                      {t('teams.revoke')}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        )}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        busy={remove.isPending || leave.isPending}
        title={confirm === 'delete' ? t('teams.deleteTitle', { name: team.name }) : t('teams.leaveTitle', { name: team.name })}
        description={confirm === 'delete' ? t('teams.deleteDescription') : t('teams.leaveDescription')}
        confirmLabel={confirm === 'delete' ? t('teams.delete') : t('teams.leave')}
        onConfirm={() => {
          const done = { onSuccess: () => navigate('/dashboard/settings/teams'), onError: fail };
          if (confirm === 'delete') remove.mutate(teamId, done);
          else leave.mutate(teamId, done);
        }}
      />
    </>
  );
}

/** The roster, edited here (issue 16): every change through the offline queue. */
function TeamRoster({ teamId, editable }: { teamId: string; editable: boolean }) {
  const { t } = useTranslation();
  const roster = useRosterEditing(teamId, (error) => toast(t('roster.failed', { error: errorText(error) }), 'error'));
  return <RosterPanel {...roster} error={roster.error && errorText(roster.error)} editable={editable} />;
}

const rosterLabel = (player: TeamPlayer) => (player.number ? `#${player.number} ${player.name}` : player.name);

/**
 * The roster entry a player member is (issue 35): a proposal to confirm, or any entry not matched to
 * another member (the server refuses a second match with 409). Read-only for viewers.
 */
function RosterMatch({ teamId, member, members, editable, busy, onPick }: { teamId: string; member: TeamMember; members: TeamMember[]; editable: boolean; busy: boolean; onPick: (playerId: string | null) => void }) {
  const { t } = useTranslation();
  const players = usePlayers(teamId).data ?? [];
  const match = member.roster_match ?? null;
  const matched = match ? players.find((player) => player.player_id === match.player_id) : undefined;
  const takenByOthers = new Set(members.flatMap((other) => (other.user_id !== member.user_id && other.roster_match ? [other.roster_match.player_id] : [])));
  if (!editable) return matched ? <span className="basis-full text-xs text-muted">{rosterLabel(matched)}</span> : null;
  const selectId = `roster-match-${member.user_id}`;
  return (
    <div className="flex basis-full flex-wrap items-center gap-2">
      {match && !match.confirmed && matched && (
        <>
          <span className="text-xs text-muted">{t('assignments.match.proposed', { player: rosterLabel(matched) })}</span>
          <Button size="small" variant="soft" color="primary" disabled={busy} aria-label={t('assignments.match.confirmFor', { player: rosterLabel(matched), name: member.name })} onClick={() => onPick(matched.player_id)}>
            {t('assignments.match.confirm')}
          </Button>
        </>
      )}
      <label className="sr-only" htmlFor={selectId}>
        {t('assignments.match.label', { name: member.name })}
      </label>
      <select
        id={selectId}
        value={match?.player_id ?? ''}
        disabled={busy}
        onChange={(event) => onPick(event.target.value || null)}
        className="h-9 min-w-0 max-w-full rounded-card border border-line bg-surface ps-2 pe-7 text-sm"
      >
        <option value="">{t('assignments.match.none')}</option>
        {players.map((player) => (
          <option key={player.player_id} value={player.player_id} disabled={takenByOthers.has(player.player_id)}>
            {rosterLabel(player)}
          </option>
        ))}
      </select>
    </div>
  );
}
