// settings/organization/{organizationId}: see its teams; its owners also rename and delete it
// (api/organizations/permissions.ts), the others see its name only.
import { Building2, ChevronRight, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../../auth/auth-context';
import { errorText } from '../../../lib/api-error';
import { useOrganizations } from '../../../api/organizations/get-organizations';
import { canManageOrganization, organizationRoleOf } from '../../../api/organizations/permissions';
import { useTeams } from '../../../api/teams/get-teams';
import { Alert } from '../../../ui/alert';
import { BackLink } from '../../../ui/back-link';
import { Button, ButtonLink } from '../../../ui/button';
import { Card, PageHeader } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/dialog';
import { RenameForm } from '../../../ui/rename-form';
import { RowsSkeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
import { useDeleteOrganization } from '../../../api/organizations/delete-organization';
import { useUpdateOrganization } from '../../../api/organizations/update-organization';
import { USER_TEXT } from '../../../ui/user-text';

export default function OrganizationSettingsRoute() {
  const { t } = useTranslation();
  const { organizationId = '' } = useParams();
  const navigate = useNavigate();
  const { permissions } = useAuth();
  const organizations = useOrganizations();
  const teams = useTeams();
  const update = useUpdateOrganization();
  const remove = useDeleteOrganization();
  const [confirming, setConfirming] = useState(false);

  if (organizations.isPending) return <RowsSkeleton />;
  const organization = organizations.data?.find((candidate) => candidate.organization_id === organizationId);
  if (!organization) {
    return (
      <Alert variant="error" title={t('organizations.notFound')} action={<ButtonLink to="/dashboard/settings/teams" size="small">{t('common.back')}</ButtonLink>}>
        {organizations.isError ? errorText(organizations.error) : t('organizations.notFoundDescription')}
      </Alert>
    );
  }
  const manages = canManageOrganization(organization, permissions);
  const role = organizationRoleOf(organization);
  const ownTeams = (teams.data ?? []).filter((team) => team.organization.organization_id === organizationId);

  return (
    <>
      <BackLink to="/dashboard/settings/teams">{t('teams.title')}</BackLink>
      <PageHeader
        icon={<Building2 aria-hidden="true" />}
        title={organization.name}
        description={role ? `${t('organizations.subtitle')} · ${t(`organizations.role.${role}`)}` : t('organizations.subtitle')}
        actions={
          manages && (
            <Button variant="soft" color="error" startIcon={<Trash2 className="size-4" aria-hidden="true" />} onClick={() => setConfirming(true)}>
              {t('organizations.delete')}
            </Button>
          )
        }
      />
      <div className="flex flex-col gap-6">
        {!manages && <p className="text-sm text-muted">{t('organizations.ownersOnly')}</p>}
        {manages && (
          <Card>
            <RenameForm
              label={t('organizations.name')}
              current={organization.name}
              busy={update.isPending}
              onRename={(name, saved) =>
                update.mutate({ organizationId, name }, { onSuccess: () => (toast(t('common.saved'), 'success'), saved()), onError: (error) => toast(errorText(error), 'error') })
              }
            />
          </Card>
        )}
        <Card flush>
          <h2 className="border-b border-line px-5 py-4 font-semibold">{t('organizations.teams', { count: ownTeams.length })}</h2>
          <ul className="divide-y divide-line">
            {ownTeams.map((team) => (
              <li key={team.team_id}>
                <Link to={`/dashboard/settings/teams/${team.team_id}`} className="flex items-center gap-3 px-5 py-3 hover:bg-line/20">
                  <Users className="size-5 text-muted" aria-hidden="true" />
                  <span className="flex-1 font-medium" {...USER_TEXT}>
                    {team.name}
                  </span>
                  <ChevronRight className="size-5 text-muted rtl:rotate-180" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        busy={remove.isPending}
        title={t('organizations.deleteTitle', { name: organization.name })}
        description={t('organizations.deleteDescription')}
        confirmLabel={t('organizations.delete')}
        onConfirm={() =>
          remove.mutate(organizationId, {
            onSuccess: () => {
              toast(t('organizations.deleted'), 'success');
              navigate('/dashboard/settings/teams');
            },
            onError: (error) => toast(errorText(error), 'error'),
          })
        }
      />
    </>
  );
}
