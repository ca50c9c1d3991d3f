import { Outlet } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import type { Permission } from '../../auth/permissions';
import { StatusScreen } from './status-screen';

/** Screens only some users may open (spec §6): without the permission, Forbidden 403. */
export function RequirePermission({ permission }: { permission: Permission }) {
  const { can } = useAuth();
  return can(permission) ? <Outlet /> : <StatusScreen status={403} embedded />;
}
