// /signup and /create-account: a local account (the first one on a fresh server is the admin).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/auth-context';
import { takeReturnPath } from '../../../auth/return-path';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { AuthFrame } from '../components/auth-frame';
import { authErrorMessage } from '../components/auth-errors';

/** New accounts start by naming their organization and team. */
const AFTER_SIGNUP_PATH = '/dashboard/get_started';
export const MIN_PASSWORD_LENGTH = 8;

export default function SignupRoute() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (auth.kind !== 'local') return <Navigate to="/dashboard/login" replace />;
  if (auth.status === 'authenticated' && !busy) return <Navigate to={AFTER_SIGNUP_PATH} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(t('auth.passwordTooShort', { count: MIN_PASSWORD_LENGTH }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await auth.signup({ name: name.trim(), email: email.trim(), password });
      // Back to where the coach was going (an invite), else naming the team.
      navigate(takeReturnPath(AFTER_SIGNUP_PATH), { replace: true });
    } catch (failure) {
      setError(authErrorMessage(failure, t));
      setBusy(false);
    }
  };

  return (
    <AuthFrame
      title={t('auth.signUpTitle')}
      subtitle={t('auth.signUpSubtitle')}
      switchTo={{ question: t('auth.haveAccount'), label: t('auth.signIn'), to: '/dashboard/login' }}
    >
      <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
        {error && <Alert variant="error">{error}</Alert>}
        <TextField label={t('auth.name')} name="name" autoComplete="name" required value={name} onChange={(event) => setName(event.target.value)} />
        <TextField label={t('auth.email')} type="email" name="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={t('auth.passwordHint', { count: MIN_PASSWORD_LENGTH })}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" color="primary" size="large" fullWidth loading={busy}>
          {t('auth.createAccount')}
        </Button>
      </form>
    </AuthFrame>
  );
}
