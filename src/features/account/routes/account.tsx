// user/account: name and picture, password and signing out everywhere (local accounts), subscription,
// and deleting the account.
import { ChartNoAxesColumn, KeyRound, LogOut, MonitorSmartphone, Trash2, UserRound } from 'lucide-react';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/auth-context';
import { isPaying, socialLoginName } from '../../../auth/user';
import { errorText } from '../../../lib/api-error';
import { useRuntimeConfig } from '../../../data/runtime-config';
import { analyticsOptedOut, onAnalyticsOptOutChange, setAnalyticsOptOut } from '../../../lib/mixpanel-sink';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Card, PageHeader } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { formatDate } from '../../../ui/format';
import { RowsSkeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
import { useChangePassword } from '../../../api/account/change-password';
import { useDeleteAccount } from '../../../api/account/delete-account';
import { useSignOutEverywhere } from '../../../api/account/sign-out-everywhere';
import { useUpdateUser } from '../../../api/account/update-user';
import { formatMoney, useBilling } from '../../../api/billing/billing';

const MIN_PASSWORD_LENGTH = 8;

export default function AccountRoute() {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const update = useUpdateUser();
  const changePassword = useChangePassword();
  const deleteAccount = useDeleteAccount();
  const signOutEverywhere = useSignOutEverywhere();
  const billing = useBilling();
  // No Paddle configured: payments are off, everyone has full access and there is no plan to pick.
  const paymentsOff = useRuntimeConfig().data?.billing === null;
  const [name, setName] = useState<string | null>(null);
  const [picture, setPicture] = useState<string | null>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);

  if (auth.userStatus === 'FETCHING') return <RowsSkeleton />;
  const user = auth.user;
  if (!user) return <Alert variant="error">{t('account.loadFailed')}</Alert>;

  const saveProfile = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { name: (name ?? user.name).trim(), picture: (picture ?? user.picture ?? '').trim() || null },
      { onSuccess: () => (toast(t('common.saved'), 'success'), setName(null), setPicture(null)), onError: (error) => toast(errorText(error), 'error') },
    );
  };
  const savePassword = (event: FormEvent) => {
    event.preventDefault();
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      setPasswordError(t('auth.passwordTooShort', { count: MIN_PASSWORD_LENGTH }));
      return;
    }
    setPasswordError(null);
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast(t('account.passwordChanged'), 'success');
          setCurrentPassword('');
          setNewPassword('');
        },
        onError: (error) => setPasswordError(errorText(error)),
      },
    );
  };

  return (
    <>
      <PageHeader icon={<UserRound aria-hidden="true" />} title={t('account.title')} description={user.email} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <h2 className="mb-4 font-semibold">{t('account.profile')}</h2>
          <form className="flex flex-col gap-4" onSubmit={saveProfile}>
            <TextField label={t('auth.name')} required value={name ?? user.name} onChange={(event) => setName(event.target.value)} />
            <TextField label={t('account.picture')} type="url" placeholder="https://" value={picture ?? user.picture ?? ''} onChange={(event) => setPicture(event.target.value)} hint={t('account.pictureHint')} />
            <TextField label={t('auth.email')} value={user.email} readOnly disabled />
            <div className="flex justify-end">
              <Button type="submit" color="primary" loading={update.isPending} disabled={name === null && picture === null}>
                {t('common.save')}
              </Button>
            </div>
          </form>
        </Card>
        <div className="flex flex-col gap-6">
          <Card>
            <h2 className="mb-3 font-semibold">{t('account.plan')}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">{t('account.subscription')}</dt>
              <dd>{paymentsOff ? t('account.fullAccess') : (user.subscription_name ?? (isPaying(user) ? t('account.paid') : t('account.free')))}</dd>
              {user.next_bill_date && (
                <>
                  <dt className="text-muted">{t('account.nextBill')}</dt>
                  <dd>{formatDate(user.next_bill_date, i18n.language)}</dd>
                </>
              )}
              <dt className="text-muted">{t('account.memberSince')}</dt>
              <dd>{formatDate(user.signup, i18n.language)}</dd>
              {auth.kind === 'auth0' && auth.claims?.sub && (
                <>
                  <dt className="text-muted">{t('account.signInWith')}</dt>
                  <dd>{socialLoginName(auth.claims.sub)}</dd>
                </>
              )}
            </dl>
            <div className="mt-4 flex flex-wrap gap-2">
              {!paymentsOff && (
                <ButtonLink to="/dashboard/pick-subscription" variant="outlined" size="small">
                  {t('account.changePlan')}
                </ButtonLink>
              )}
              {!paymentsOff && billing.data?.subscription && billing.data.subscription.status !== 'canceled' && (
                <ButtonLink to="/dashboard/update-subscription" variant="text" size="small">
                  {t('account.manageSubscription')}
                </ButtonLink>
              )}
            </div>
            {billing.data?.enabled && (
              <>
                <h3 className="mb-2 mt-5 text-sm font-semibold">{t('account.invoices')}</h3>
                {billing.data.invoices.length === 0 ? (
                  <p className="text-sm text-muted">{t('account.noInvoices')}</p>
                ) : (
                  <ul className="flex flex-col gap-1 text-sm" aria-label={t('account.invoices')}>
                    {billing.data.invoices.map((invoice) => (
                      <li key={invoice.transaction_id}>
                        <Link className="text-primary-ink underline" to={`/print-invoice/${encodeURIComponent(invoice.transaction_id)}`}>
                          {invoice.invoice_number ?? invoice.transaction_id}
                        </Link>{' '}
                        · {formatDate(invoice.billed_at, i18n.language)} · {formatMoney(invoice.total, invoice.currency, i18n.language)}
                        {invoice.payment_failed && <span className="ms-2 text-error">{t('account.paymentFailed')}</span>}
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </Card>
          {auth.kind === 'local' && (
            <Card>
              <h2 className="mb-4 flex items-center gap-2 font-semibold">
                <KeyRound className="size-4 text-muted" aria-hidden="true" /> {t('account.password')}
              </h2>
              <form className="flex flex-col gap-4" onSubmit={savePassword}>
                {passwordError && <Alert variant="error">{passwordError}</Alert>}
                <TextField label={t('account.currentPassword')} type="password" autoComplete="current-password" required value={currentPassword} onChange={(event) => setCurrentPassword(event.target.value)} />
                <TextField label={t('account.newPassword')} type="password" autoComplete="new-password" required value={newPassword} onChange={(event) => setNewPassword(event.target.value)} hint={t('auth.passwordHint', { count: MIN_PASSWORD_LENGTH })} />
                <div className="flex justify-end">
                  <Button type="submit" color="primary" loading={changePassword.isPending} disabled={!currentPassword || !newPassword}>
                    {t('account.changePassword')}
                  </Button>
                </div>
              </form>
            </Card>
          )}
          <UsageDataCard />
          {auth.kind === 'local' && (
            <Card>
              <h2 className="mb-1 flex items-center gap-2 font-semibold">
                <MonitorSmartphone className="size-4 text-muted" aria-hidden="true" /> {t('account.sessions')}
              </h2>
              <p className="mb-4 text-sm text-muted">{t('account.sessionsHint')}</p>
              <Button variant="outlined" startIcon={<LogOut className="size-4" aria-hidden="true" />} onClick={() => setConfirmingSignOut(true)}>
                {t('account.signOutEverywhere')}
              </Button>
            </Card>
          )}
        </div>
      </div>
      <Card className="mt-6 border border-error/30">
        <h2 className="font-semibold text-error">{t('account.dangerZone')}</h2>
        <p className="mt-1 mb-4 text-sm text-muted">{t('account.deleteHint')}</p>
        <Button color="error" startIcon={<Trash2 className="size-4" aria-hidden="true" />} onClick={() => setConfirmingDelete(true)}>
          {t('account.delete')}
        </Button>
      </Card>
      <SignOutConfirm open={confirmingSignOut} onClose={() => setConfirmingSignOut(false)} call={signOutEverywhere} texts="signOutEverywhere" confirmLabel={t('account.signOutEverywhere')} />
      <SignOutConfirm open={confirmingDelete} onClose={() => setConfirmingDelete(false)} call={deleteAccount} texts="delete" confirmLabel={t('account.delete')} />
    </>
  );
}

/** The analytics opt-out (issue 19), kept in this browser; shown only where analytics are configured. */
function UsageDataCard() {
  const { t } = useTranslation();
  const analyticsConfigured = Boolean(useRuntimeConfig().data?.analytics);
  const optedOut = useSyncExternalStore(onAnalyticsOptOutChange, analyticsOptedOut);
  if (!analyticsConfigured) return null;
  return (
    <Card>
      <h2 className="mb-3 flex items-center gap-2 font-semibold">
        <ChartNoAxesColumn className="size-4 text-muted" aria-hidden="true" /> {t('account.privacy')}
      </h2>
      <label className="flex items-start gap-3">
        <input type="checkbox" className="mt-0.5 size-5 shrink-0" checked={!optedOut} onChange={(event) => setAnalyticsOptOut(!event.target.checked)} aria-describedby="usage-data-hint" />
        <span>
          <span className="font-medium">{t('account.shareUsage')}</span>
          <span id="usage-data-hint" className="block text-sm text-muted">
            {t('account.shareUsageHint')}
          </span>
        </span>
      </label>
    </Card>
  );
}

/** Asks before a call that ends every session (signing out everywhere, deleting the account), then signs out here. */
function SignOutConfirm({ open, onClose, call, texts, confirmLabel }: { open: boolean; onClose: () => void; call: { isPending: boolean; mutate: (input: undefined, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void }; texts: 'signOutEverywhere' | 'delete'; confirmLabel: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      busy={call.isPending}
      title={t(`account.${texts}Title`)}
      description={t(`account.${texts}Description`)}
      confirmLabel={confirmLabel}
      onConfirm={() => call.mutate(undefined, { onSuccess: () => navigate('/logout'), onError: (error) => toast(errorText(error), 'error') })}
    />
  );
}
