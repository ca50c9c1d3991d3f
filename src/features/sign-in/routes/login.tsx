// /dashboard/login: local accounts sign in here; Auth0 and the wrapper sign in elsewhere.
import { LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/auth-context';
import { DEFAULT_LANDING_PATH, takeReturnPath } from '../../../auth/return-path';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { AuthFrame } from '../components/auth-frame';
import { authErrorMessage } from '../components/auth-errors';

export default function LoginRoute() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (auth.status === 'authenticated' && !busy) return <Navigate to={DEFAULT_LANDING_PATH} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await auth.login({ email: email.trim(), password });
      // Spec §2: back where the coach was going, else the plays page.
      navigate(takeReturnPath(), { replace: true });
    } catch (failure) {
      setError(authErrorMessage(failure, t));
      setBusy(false);
    }
  };

  if (auth.kind !== 'local') {
    return (
      <AuthFrame title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')}>
        <Button color="primary" size="large" fullWidth startIcon={<LogIn className="size-5" aria-hidden="true" />} onClick={() => auth.beginLogin(takeReturnPath())}>
          {t('auth.continue')}
        </Button>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title={t('auth.signInTitle')}
      subtitle={t('auth.signInSubtitle')}
      switchTo={{ question: t('auth.noAccount'), label: t('auth.createAccount'), to: '/signup' }}
    >
      <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate={false}>
        {error && <Alert variant="error">{error}</Alert>}
        <TextField label={t('auth.email')} type="email" name="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        <TextField
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" color="primary" size="large" fullWidth loading={busy}>
          {t('auth.signIn')}
        </Button>
      </form>
    </AuthFrame>
  );
}
