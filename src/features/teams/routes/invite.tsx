// /dashboard/invite?invite_link_id=…: who invites to what, and a button to join. Signed-out coaches
// sign in (or create an account) first and come back here.
import { MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../../auth/auth-context';
import { storeReturnPath } from '../../../auth/return-path';
import { errorText } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { CardScreen, IconBadge } from '../../../ui/card-screen';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast';
import { useAcceptInvite } from '../../../api/teams/accept-invite';
import { useInvite } from '../../../api/teams/get-invite';

export default function InviteRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const inviteLinkId = params.get('invite_link_id') ?? '';
  const navigate = useNavigate();
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  const invite = useInvite(inviteLinkId);
  const accept = useAcceptInvite();
  const here = `/dashboard/invite?invite_link_id=${encodeURIComponent(inviteLinkId)}`;

  let body;
  if (!inviteLinkId) body = <Alert variant="error">{t('invite.missing')}</Alert>;
  else if (invite.isPending || auth.status === 'loading') body = <Spinner />;
  else if (invite.isError) body = <Alert variant="error" title={t('invite.invalid')}>{errorText(invite.error)}</Alert>;
  else {
    const offer = (
      <p>
        {t('invite.offer', {
          who: invite.data.invited_by || t('invite.someone'),
          team: invite.data.team.name,
          role: t(`teams.role.${invite.data.role}`),
        })}
      </p>
    );
    body = signedIn ? (
      <div className="flex flex-col gap-4">
        {offer}
        {accept.isError && <Alert variant="error">{errorText(accept.error)}</Alert>}
        <Button
          color="primary"
          size="large"
          loading={accept.isPending}
          onClick={() =>
            accept.mutate(inviteLinkId, {
              onSuccess: () => {
                toast(t('invite.joined', { team: invite.data.team.name }), 'success');
                // A player's place is their study (issue 35); a coach's, the team's plays.
                navigate(invite.data.role === 'player' ? '/dashboard/study' : '/dashboard/plays');
              },
            })
          }
        >
          {t('invite.accept')}
        </Button>
        <ButtonLink to="/dashboard/" variant="text">
          {t('invite.notNow')}
        </ButtonLink>
      </div>
    ) : (
      <div className="flex flex-col gap-3">
        {offer}
        <p className="text-sm text-muted">{t('invite.signInFirst')}</p>
        <Button color="primary" size="large" onClick={() => (storeReturnPath(here), auth.kind === 'local' ? navigate('/dashboard/login') : auth.beginLogin(here))}>
          {t('auth.signIn')}
        </Button>
        {auth.kind === 'local' && (
          <Link to="/signup" onClick={() => storeReturnPath(here)} className="text-center text-sm font-semibold text-primary-ink hover:underline">
            {t('auth.createAccount')}
          </Link>
        )}
      </div>
    );
  }

  return (
    <CardScreen wide>
      <IconBadge className="mb-4">
        <MailOpen />
      </IconBadge>
      <h1 className="mb-4 text-2xl font-bold">{t('invite.title')}</h1>
      {body}
    </CardScreen>
  );
}
