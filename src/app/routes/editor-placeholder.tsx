import { BookOpen, CalendarDays, Repeat, Shuffle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../ui/placeholder-screen';

export type EditorScreen = 'playbook-editor' | 'rotation-editor' | 'practice-planner' | 'substitution-manager';

const ICONS = {
  'playbook-editor': <BookOpen />,
  'rotation-editor': <Repeat />,
  'practice-planner': <CalendarDays />,
  'substitution-manager': <Shuffle />,
};

/** The playbook, rotation and practice editors are their own issues; until they land these routes say what will be there. */
export default function EditorPlaceholder({ which }: { which: EditorScreen }) {
  const { t } = useTranslation();
  return <PlaceholderScreen standalone icon={ICONS[which]} title={t(`placeholder.${which}.title`)} description={t(`placeholder.${which}.description`)} />;
}
