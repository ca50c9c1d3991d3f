// settings/teams: the coach's teams, by organization, and a way to create one in an organization the
// coach owns (api/organizations/permissions.ts).
import { Building2, ChevronRight, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../auth/auth-context';
import { PERMISSIONS } from '../../../auth/permissions';
import { errorText } from '../../../lib/api-error';
import { useTeams, type Team } from '../../../api/teams/get-teams';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Card, PageHeader } from '../../../ui/card';
import { NewItemDialog } from '../../../ui/new-item-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { RowsSkeleton } from '../../../ui/skeleton';
import { useOrganizations } from '../../../api/organizations/get-organizations';
import { canManageOrganization } from '../../../api/organizations/permissions';
import { useCreateTeam } from '../../../api/teams/create-team';
import { USER_TEXT } from '../../../ui/user-text';

export default function TeamsSettingsRoute() {
  const { t } = useTranslation();
  const teams = useTeams();
  const { can } = useAuth();
  const [creating, setCreating] = useState(false);

  const byOrganization = new Map<string, { name: string; teams: Team[] }>();
  for (const team of teams.data ?? []) {
    const entry = byOrganization.get(team.organization.organization_id) ?? { name: team.organization.name, teams: [] };
    entry.teams.push(team);
    byOrganization.set(team.organization.organization_id, entry);
  }

  return (
    <>
      <PageHeader
        icon={<Users aria-hidden="true" />}
        title={t('teams.title')}
        description={t('teams.subtitle')}
        actions={
          can(PERMISSIONS.manageTeams) && (
            <Button color="primary" startIcon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setCreating(true)}>
              {t('teams.new')}
            </Button>
          )
        }
      />
      {teams.isPending ? (
        <RowsSkeleton />
      ) : teams.isError ? (
        <Alert variant="error" title={t('common.loadFailed')}>
          {errorText(teams.error)}
        </Alert>
      ) : byOrganization.size === 0 ? (
        <EmptyState
          icon={<Users />}
          title={t('teams.emptyTitle')}
          description={t('teams.emptyDescription')}
          action={
            <ButtonLink to="/dashboard/get_started" color="primary">
              {t('nav.getStarted')}
            </ButtonLink>
          }
        />
      ) : (
        <div className="flex flex-col gap-6">
          {[...byOrganization].map(([organizationId, organization]) => (
            <Card key={organizationId} flush>
              <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-4">
                <h2 className="flex items-center gap-2 font-semibold">
                  <Building2 className="size-5 text-muted" aria-hidden="true" />
                  {organization.name}
                </h2>
                <ButtonLink to={`/dashboard/settings/organization/${organizationId}`} size="small" variant="text">
                  {t('organizations.settings')}
                </ButtonLink>
              </div>
              <ul className="divide-y divide-line">
                {organization.teams.map((team) => (
                  <li key={team.team_id}>
                    <Link to={`/dashboard/settings/teams/${team.team_id}`} className="flex items-center gap-3 px-5 py-3 hover:bg-line/20">
                      <span className="flex size-10 items-center justify-center rounded-card bg-primary-soft text-primary-ink" aria-hidden="true">
                        <Users className="size-5" />
                      </span>
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium" {...USER_TEXT}>
                          {team.name}
                        </span>
                        <span className="text-xs text-muted">{t(`teams.role.${team.role}`)}</span>
                      </span>
                      <ChevronRight className="size-5 text-muted rtl:rotate-180" aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      )}
      <NewTeamDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

function NewTeamDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const organizations = useOrganizations();
  const { permissions } = useAuth();
  const create = useCreateTeam();
  return (
    <NewItemDialog
      open={open}
      onClose={onClose}
      title={t('teams.new')}
      nameLabel={t('teams.name')}
      ownerLabel={t('organizations.organization')}
      owners={(organizations.data ?? []).filter((organization) => canManageOrganization(organization, permissions)).map((organization) => ({ id: organization.organization_id, name: organization.name }))}
      noOwners={{ known: organizations.isSuccess, message: t('teams.needOrganization') }}
      busy={create.isPending}
      error={create.isError ? errorText(create.error) : null}
      created={t('teams.created')}
      onCreate={async ({ name, ownerId }) => {
        await create.mutateAsync({ name, organizationId: ownerId });
      }}
    />
  );
}
