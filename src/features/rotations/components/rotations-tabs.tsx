import { BarChart3, Repeat, Shuffle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavTabs } from '../../../ui/tabs';

/** The rotations area: the rotations, game day (the substitution manager) and the season's minutes. */
export function RotationsAreaTabs({ teamId }: { teamId?: string }) {
  const { t } = useTranslation();
  const team = teamId ? `?team_id=${encodeURIComponent(teamId)}` : '';
  return (
    <NavTabs
      label={t('rotations.area')}
      items={[
        { to: '/dashboard/rotations', label: t('rotations.title'), icon: Repeat },
        { to: `/dashboard/substitution-manager${team}`, label: t('rotations.gameDay'), icon: Shuffle },
        { to: `/dashboard/rotations/season${team}`, label: t('rotations.season'), icon: BarChart3 },
      ]}
    />
  );
}
