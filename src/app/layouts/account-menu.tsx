import { Menu, MenuButton, MenuItem, MenuItems } from '../../ui/menu';
import { LogOut, Settings, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { Avatar } from '../../ui/avatar';
import { useSettingsDrawer } from '../../ui/settings-drawer-state';

export function AccountMenu() {
  const { t } = useTranslation();
  const { claims, user } = useAuth();
  const openSettings = useSettingsDrawer((state) => state.setOpen);
  const name = user?.name ?? claims?.name ?? claims?.email ?? '';
  const email = user?.email ?? claims?.email ?? '';
  const itemClass = 'flex w-full items-center gap-3 rounded-card px-3 py-2 text-sm data-focus:bg-line/40';
  return (
    <Menu>
      <MenuButton className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary" aria-label={t('nav.accountMenu')}>
        <Avatar name={name} picture={user?.picture ?? claims?.picture} />
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-2 w-64 rounded-card bg-surface p-2 text-ink shadow-popover focus:outline-none">
        <div className="border-b border-line px-3 pt-1 pb-3">
          <p className="truncate font-semibold">{name}</p>
          <p className="truncate text-sm text-muted">{email}</p>
        </div>
        <div className="py-1">
          <MenuItem>
            <Link to="/dashboard/user/account" className={itemClass}>
              <UserRound className="size-4 text-muted" aria-hidden="true" /> {t('nav.account')}
            </Link>
          </MenuItem>
          <MenuItem>
            <Link to="/dashboard/settings/teams" className={itemClass}>
              <Users className="size-4 text-muted" aria-hidden="true" /> {t('nav.teams')}
            </Link>
          </MenuItem>
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => openSettings(true)}>
              <Settings className="size-4 text-muted" aria-hidden="true" /> {t('settings.title')}
            </button>
          </MenuItem>
        </div>
        <div className="border-t border-line pt-1">
          <MenuItem>
            <Link to="/logout" className={`${itemClass} text-error`}>
              <LogOut className="size-4" aria-hidden="true" /> {t('auth.logout')}
            </Link>
          </MenuItem>
        </div>
      </MenuItems>
    </Menu>
  );
}
