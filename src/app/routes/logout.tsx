import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { LoadingScreen } from './loading';

/** /logout: signs out (spec §4) and goes to the root. */
export default function LogoutRoute() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().finally(() => navigate('/', { replace: true }));
  }, [logout, navigate]);
  return <LoadingScreen />;
}
