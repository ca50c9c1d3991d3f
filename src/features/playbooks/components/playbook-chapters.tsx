// A playbook's chapters in order, each with its plays and text pages. The signed-in detail links
// each play to its screen; a shared playbook shows each play in full (renderPlay decides).
import { BookOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Chapter, PlaybookPlay } from '../../../../engine/model/playbook';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';

export function PlaybookChapters({ chapters, renderPlay }: { chapters: Chapter[]; renderPlay: (play: PlaybookPlay, index: number) => ReactNode }) {
  const { t } = useTranslation();
  if (chapters.length === 0) return <EmptyState icon={<BookOpen />} title={t('playbooks.noChapters')} description={t('playbooks.noChaptersDescription')} />;
  return (
    <div className="flex flex-col gap-4">
      {chapters.map((chapter, index) => (
        <Card key={index}>
          <h2 className="mb-3 font-semibold">{chapter.title || t('playbooks.chapterN', { n: index + 1 })}</h2>
          <ul className="flex flex-col gap-1.5">
            {chapter.objects.map((object, objectIndex) =>
              object.type === 'play' ? (
                <li key={objectIndex}>{renderPlay(object, objectIndex)}</li>
              ) : (
                <li key={objectIndex} className="px-2 py-1.5 text-sm whitespace-pre-line text-muted">
                  {object.text}
                </li>
              ),
            )}
          </ul>
        </Card>
      ))}
    </div>
  );
}
