// A redirect for an old or mistyped address that keeps its query (an invite's token, say).
import { Navigate, useLocation } from 'react-router';

export function RedirectKeepingSearch({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
