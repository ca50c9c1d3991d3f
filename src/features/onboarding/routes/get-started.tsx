// get_started: a coach names their organization (club, school) and their team. A new account has a
// first organization and team already, named after the coach: this screen offers to rename them,
// or to keep those names and go on.
import { Rocket, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../auth/auth-context';
import { errorText } from '../../../lib/api-error';
import { useOrganizations } from '../../../api/organizations/get-organizations';
import { useTeams } from '../../../api/teams/get-teams';
import { teamAllows } from '../../../api/teams/permissions';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Card, PageHeader } from '../../../ui/card';
import { TextField } from '../../../ui/field';
import { RowsSkeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
import { useCreateOrganization } from '../../../api/organizations/create-organization';
import { useCreateTeam } from '../../../api/teams/create-team';
import { useUpdateOrganization } from '../../../api/organizations/update-organization';
import { useRenameTeam } from '../../../api/teams/rename-team';

export default function GetStartedRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const organizations = useOrganizations();
  const teams = useTeams();
  const createOrganization = useCreateOrganization();
  const renameOrganization = useUpdateOrganization();
  const createTeam = useCreateTeam();
  const renameTeam = useRenameTeam();
  const [organizationName, setOrganizationName] = useState<string | null>(null);
  const [teamName, setTeamName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (organizations.isPending || teams.isPending) return <RowsSkeleton />;
  const organization = organizations.data?.[0];
  const team = teams.data?.find((candidate) => teamAllows(candidate, 'own') && candidate.organization.organization_id === organization?.organization_id);
  /** Both made at sign-up: nothing to create, only names to keep or change. */
  const madeAlready = !!organization && !!team;
  const organizationValue = organizationName ?? organization?.name ?? '';
  const teamValue = teamName ?? team?.name ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      let organizationId = organization?.organization_id;
      if (!organizationId) organizationId = (await createOrganization.mutateAsync({ name: organizationValue.trim() })).organization_id;
      else if (organizationValue.trim() !== organization?.name) await renameOrganization.mutateAsync({ organizationId, name: organizationValue.trim() });
      if (!team) await createTeam.mutateAsync({ name: teamValue.trim(), organizationId });
      else if (teamValue.trim() !== team.name) await renameTeam.mutateAsync({ teamId: team.team_id, name: teamValue.trim() });
      toast(t('onboarding.ready'), 'success');
      navigate('/dashboard/plays');
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader icon={<Rocket aria-hidden="true" />} title={t('onboarding.title', { name: user?.name?.split(' ')[0] ?? '' })} description={t(madeAlready ? 'onboarding.subtitleMade' : 'onboarding.subtitle')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <form className="flex flex-col gap-5" onSubmit={(event) => void submit(event)}>
            {error && <Alert variant="error">{error}</Alert>}
            <TextField
              label={t('onboarding.organizationName')}
              hint={t('onboarding.organizationHint')}
              required
              autoFocus
              value={organizationValue}
              onChange={(event) => setOrganizationName(event.target.value)}
            />
            <TextField label={t('onboarding.teamName')} hint={t('onboarding.teamHint')} required value={teamValue} onChange={(event) => setTeamName(event.target.value)} />
            <div className="flex flex-wrap items-center justify-end gap-3">
              {madeAlready && (
                <ButtonLink to="/dashboard/plays" variant="text">
                  {t('onboarding.keepNames')}
                </ButtonLink>
              )}
              <Button type="submit" color="primary" size="large" loading={busy} disabled={!teamValue.trim() || !organizationValue.trim()}>
                {t('onboarding.submit')}
              </Button>
            </div>
          </form>
        </Card>
        {(teams.data?.length ?? 0) > 0 && (
          <Card>
            <h2 className="mb-3 font-semibold">{t('onboarding.yourTeams')}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {teams.data?.map((candidate) => (
                <li key={candidate.team_id} className="flex items-center gap-2">
                  <Users className="size-4 text-muted" aria-hidden="true" /> {candidate.name}
                  <span className="text-muted">· {candidate.organization.name}</span>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </div>
    </>
  );
}
