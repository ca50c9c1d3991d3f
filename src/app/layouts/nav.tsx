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
      { label: 'nav.getStarted', to: '/dashboard/get_started', icon: Rocket },
    ],
  },
  {
    label: 'nav.sectionCoaching',
    items: [
      { label: 'nav.plays', to: '/dashboard/plays', icon: ClipboardList },
      { label: 'nav.drills', to: '/dashboard/drills', icon: Dumbbell },
      { label: 'nav.playbooks', to: '/dashboard/playbooks', icon: BookOpen },
      { label: 'nav.practicePlans', to: '/dashboard/practice-plans', icon: CalendarDays },
      { label: 'nav.rotations', to: '/dashboard/rotations', icon: Repeat },
    ],
  },
  {
    label: 'nav.sectionMedia',
    items: [
      { label: 'nav.videos', to: '/dashboard/videos', icon: Film },
      { label: 'nav.images', to: '/dashboard/images', icon: Image },
      { label: 'nav.audio', to: '/dashboard/audio', icon: AudioLines },
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

/** The sections a user may see: entries behind a permission they lack are left out. */
export function visibleSections(can: (permission: Permission) => boolean): NavSection[] {
  return NAV_SECTIONS.map((section) => ({ ...section, items: section.items.filter((item) => !item.permission || can(item.permission)) })).filter(
    (section) => section.items.length > 0,
  );
}
