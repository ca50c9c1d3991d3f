// The navigation of the dashboard: every entry has an icon (DESIGN.md §6).
import {
  AudioLines,
  BookOpen,
  CalendarDays,
  ClipboardList,
  Dumbbell,
  Film,
  GraduationCap,
  Image,
  LayoutDashboard,
  Library,
  LibraryBig,
  Repeat,
  Rocket,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { PERMISSIONS, type Permission } from '../../auth/permissions';

export interface NavItem {
  /** i18n key of the label. */
  label: string;
  to: string;
  icon: LucideIcon;
  permission?: Permission;
  /** Matches only the exact path (home). */
  end?: boolean;
  /** A coach's screen: left out for someone who is only a player (they would find nothing there). */
  coaching?: true;
}

export interface NavSection {
  label: string;
  items: NavItem[];
}

export const NAV_SECTIONS: NavSection[] = [
  {
    label: 'nav.sectionOverview',
    items: [
      { label: 'nav.home', to: '/dashboard/', icon: LayoutDashboard, end: true },
      { label: 'nav.study', to: '/dashboard/study', icon: GraduationCap },
      { label: 'nav.getStarted', to: '/dashboard/get_started', icon: Rocket, coaching: true },
    ],
  },
  {
    label: 'nav.sectionCoaching',
    items: [
      { label: 'nav.plays', to: '/dashboard/plays', icon: ClipboardList, coaching: true },
      { label: 'nav.drills', to: '/dashboard/drills', icon: Dumbbell, coaching: true },
      { label: 'nav.playbooks', to: '/dashboard/playbooks', icon: BookOpen, coaching: true },
      { label: 'nav.practicePlans', to: '/dashboard/practice-plans', icon: CalendarDays, coaching: true },
      { label: 'nav.rotations', to: '/dashboard/rotations', icon: Repeat, coaching: true },
    ],
  },
  {
    label: 'nav.sectionMedia',
    items: [
      { label: 'nav.videos', to: '/dashboard/videos', icon: Film, coaching: true },
      { label: 'nav.images', to: '/dashboard/images', icon: Image, coaching: true },
      { label: 'nav.audio', to: '/dashboard/audio', icon: AudioLines, coaching: true },
    ],
  },
  {
    label: 'nav.sectionManagement',
    items: [
      { label: 'nav.teams', to: '/dashboard/settings/teams', icon: Users },
      { label: 'nav.account', to: '/dashboard/user/account', icon: UserRound },
    ],
  },
  {
    label: 'nav.sectionAdmin',
    items: [
      { label: 'nav.playLibrary', to: '/dashboard/admin/play-library', icon: Library, permission: PERMISSIONS.writeLibrary },
      { label: 'nav.drillLibrary', to: '/dashboard/admin/drill-library', icon: LibraryBig, permission: PERMISSIONS.writeLibrary },
    ],
  },
];

/**
 * The sections a user may see: entries behind a permission they lack are left out, and a coach's
 * screens for someone who is only a player on their teams.
 */
export function visibleSections(can: (permission: Permission) => boolean, playerOnly = false): NavSection[] {
  const shown = (item: NavItem) => (!item.permission || can(item.permission)) && !(playerOnly && item.coaching);
  return NAV_SECTIONS.map((section) => ({ ...section, items: section.items.filter(shown) })).filter(
    (section) => section.items.length > 0,
  );
}
