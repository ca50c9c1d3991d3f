import { AudioLines, Film, Image } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../ui/placeholder-screen';

export type MediaKind = 'audio' | 'images' | 'videos';

const ICONS = { audio: <AudioLines />, images: <Image />, videos: <Film /> };

/** Uploads (spec §2) come with the media issue; until then the screen says what will be there. */
export default function MediaPlaceholder({ kind }: { kind: MediaKind }) {
  const { t } = useTranslation();
  return <PlaceholderScreen icon={ICONS[kind]} title={t(`placeholder.${kind}.title`)} description={t(`placeholder.${kind}.description`)} />;
}
