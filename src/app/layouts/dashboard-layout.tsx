// The authenticated dashboard layout (spec §2): signed out, the coach goes to sign in before any of
// the dashboard is downloaded; signed in, the frame (header, sidebar, menus) and the screen load
// together.
import { lazy, useEffect, useRef } from 'react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { storeReturnPath } from '../../auth/return-path';
import { Spinner } from '../../ui/spinner';
import { preloadMatchedScreens } from '../routes/lazy-screen';

const loadFrame = () => import('./dashboard-frame');
const DashboardFrame = lazy(loadFrame);

export default function DashboardLayout() {
  const auth = useAuth();
  const location = useLocation();
  const matches = useMatches();
  const path = `${location.pathname}${location.search}${location.hash}`;
  const signedIn = auth.status === 'authenticated';

  useEffect(() => {
    // The frame and the screen inside it download side by side, not one after the other.
    if (!signedIn) return;
    void loadFrame();
    preloadMatchedScreens(matches);
  }, [signedIn, matches]);

  if (auth.status === 'loading') return <Spinner fullScreen />;
  if (auth.status === 'unauthenticated') {
    storeReturnPath(path);
    if (auth.kind === 'local') return <Navigate to="/dashboard/login" replace />;
    return <SignInRedirect returnPath={path} />;
  }
  return <DashboardFrame />;
}

/** Auth0 and the mobile wrapper sign in elsewhere: ask once, and wait for the token. */
function SignInRedirect({ returnPath }: { returnPath: string }) {
  const { beginLogin } = useAuth();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    beginLogin(returnPath);
  }, [beginLogin, returnPath]);
  return <Spinner fullScreen />;
}
