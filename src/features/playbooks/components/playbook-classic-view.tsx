// A playbook's classic view (spec §3 "Classic view settings"), on its detail page and its share page
// alike: the cover page when shown, the playbook's description (issue 30), the contents (links to the chapters), then each chapter with its
// text pages (and their team images) and plays in order. A play that is not there (deleted, no longer
// shared) says so in its place: its `data.error` when the editor wrote one.
import { BookOpen } from 'lucide-react';
import { Fragment, use } from 'react';
import { mediaIdOfPath } from '../../../../engine/api/media';
import { UploadedVideoContext } from '../../../ui/play-videos';
import { useTranslation } from 'react-i18next';
import type { PlaybookCover, PlaybookData, PlaybookObject, PlaybookTextImage } from '../../../../engine/model/playbook';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { Skeleton } from '../../../ui/skeleton';
import { ClassicPlay, type ViewPlay } from './classic-play';
import './playbook-view-texts';
import { USER_TEXT } from '../../../ui/user-text';

/** Pictures the page's Content Security Policy lets show (server/http/security-headers.ts img-src:
 * 'self', data:, blob: and https:); any other address would only be a broken picture. */
export function coverImageShows(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.href);
    return ['https:', 'data:', 'blob:'].includes(parsed.protocol) || parsed.origin === window.location.origin;
  } catch {
    return false;
  }
}

export const chapterAnchor = (index: number) => `chapter-${index + 1}`;

export function PlaybookClassicView({
  data,
  plays,
  playLink,
}: {
  data: PlaybookData;
  /** The plays by id; undefined while they load. */
  plays: ReadonlyMap<string, ViewPlay> | undefined;
  /** Where a play opens (signed in); none on a share page. */
  playLink?: (play: ViewPlay) => string;
}) {
  const { t } = useTranslation();
  const { chapters, settings } = data;
  const chapterTitle = (index: number) => chapters[index]!.title || t('playbooks.chapterN', { n: index + 1 });

  const item = (object: PlaybookObject) => {
    if (object.type === 'text') return <TextPage text={object.text} image={object.image} />;
    if (plays === undefined) return <Skeleton className="h-48 w-full" />;
    const play = plays.get(String(object.play_id));
    if (!play) return <p className="rounded-card bg-raised px-3 py-2 text-sm text-muted">{object.data?.error || t('playbookView.playMissing')}</p>;
    return <ClassicPlay play={play} settings={settings.classic} link={playLink?.(play)} />;
  };

  return (
    <div className="flex flex-col gap-6">
      {settings.cover.show && <CoverPage cover={settings.cover} />}
      {settings.description && (
        <p className="text-base whitespace-pre-line" data-playbook-description="">
          {settings.description}
        </p>
      )}
      {chapters.length === 0 ? (
        <EmptyState icon={<BookOpen />} title={t('playbooks.noChapters')} description={t('playbooks.noChaptersDescription')} />
      ) : (
        <>
          <Card>
            <nav aria-labelledby="playbook-contents">
              <h2 id="playbook-contents" className="mb-3 font-semibold">
                {t('playbookView.contents')}
              </h2>
              <ol className="flex list-inside list-decimal flex-col gap-1.5 text-sm">
                {chapters.map((_, index) => (
                  <li key={index}>
                    <a href={`#${chapterAnchor(index)}`} className="font-medium text-primary-ink hover:underline">
                      {chapterTitle(index)}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          </Card>
          {chapters.map((chapter, index) => (
            <Card key={index} aria-labelledby={chapterAnchor(index)}>
              <h2 id={chapterAnchor(index)} className="mb-4 scroll-mt-4 text-xl font-bold">
                {chapterTitle(index)}
              </h2>
              {chapter.objects.length === 0 ? (
                <p className="text-sm text-muted">{t('playbookView.emptyChapter')}</p>
              ) : (
                <div className="flex flex-col gap-8">
                  {chapter.objects.map((object, objectIndex) => (
                    <Fragment key={objectIndex}>{item(object)}</Fragment>
                  ))}
                </div>
              )}
            </Card>
          ))}
        </>
      )}
    </div>
  );
}

/** A text page: the coach's text, and the team image on it (issue 18) through its signed URL, once found. */
function TextPage({ text, image }: { text: string; image: PlaybookTextImage | undefined }) {
  const { t } = useTranslation();
  const useMediaSource = use(UploadedVideoContext);
  const media = useMediaSource(image?.mediaId ?? '');
  return (
    <div className="flex flex-col gap-3" data-text-page="">
      {text && <p className="text-sm whitespace-pre-line">{text}</p>}
      {image && media && coverImageShows(media.content_url) && (
        <img src={media.content_url} alt={image.title || t('playbookView.textImage')} className="max-h-[32rem] w-auto max-w-full self-start rounded-card object-contain" referrerPolicy="no-referrer" />
      )}
    </div>
  );
}

/** The cover page: title, subtitle and picture; a picture the page may not show says why. */
function CoverPage({ cover }: { cover: PlaybookCover }) {
  const { t } = useTranslation();
  // A team image is kept as its lasting path: the page shows its signed URL (the signed-in app's media
  // record, or the share answer's).
  const teamImage = mediaIdOfPath(cover.imageUrl);
  const useMediaSource = use(UploadedVideoContext);
  const media = useMediaSource(teamImage ?? '');
  const image = teamImage ? media?.content_url : cover.imageUrl?.trim();
  return (
    <Card className="flex flex-col items-center gap-4 py-10 text-center" aria-label={cover.title || t('playbookView.coverImage')} data-cover="">
      {cover.title && (
        <h2 className="text-3xl font-bold tracking-tight" {...USER_TEXT}>
          {cover.title}
        </h2>
      )}
      {cover.subtitle && <p className="text-lg text-muted">{cover.subtitle}</p>}
      {image &&
        (coverImageShows(image) ? (
          <img src={image} alt={t('playbookView.coverImage')} className="max-h-96 w-auto max-w-full rounded-card object-contain" referrerPolicy="no-referrer" />
        ) : (
          <p className="max-w-md text-sm text-muted">{t('playbookView.coverImageBlocked')}</p>
        ))}
    </Card>
  );
}
