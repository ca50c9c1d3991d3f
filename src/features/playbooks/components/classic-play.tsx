// One play of a playbook's classic view: its title (a link to its page for a signed-in coach), its
// description, its phases as court diagrams in the playbook's grid with their titles and notes, its
// videos and the button that animates it in place; each shown as the playbook's settings say.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClassicViewSettings } from '../../../../engine/model/playbook';
import type { PlayRecord } from '../../../api/plays/keys';
import { cn } from '../../../ui/cn';
import { PhaseCourt } from '../../../ui/phase-court';
import { PlayAnimation } from '../../../ui/play-animation';
import { PlayVideos } from '../../../ui/play-videos';
import './playbook-view-texts';
import { USER_TEXT } from '../../../ui/user-text';

/** A play as the view shows it: one of the team's (signed in) or one the share link sent. */
export type ViewPlay = Pick<PlayRecord, 'play_id' | 'type' | 'title' | 'data'>;

/** The phases' grid per layout; one column on phones whatever the layout. */
export const PHASE_GRID: Record<ClassicViewSettings['layout'], string> = {
  'grid-1': 'grid-cols-1 max-w-3xl',
  'grid-2': 'grid-cols-1 sm:grid-cols-2',
  'grid-3': 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
};

export function ClassicPlay({ play, settings, link }: { play: ViewPlay; settings: ClassicViewSettings; link?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const title = play.title || t('common.untitled');
  const { phases, settings: playSettings } = play.data;
  return (
    <article className="flex flex-col gap-3" {...(settings.showPlayTitle ? { 'aria-labelledby': headingId } : { 'aria-label': title })}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {settings.showPlayTitle && (
          <h3 id={headingId} className="text-lg font-semibold">
            {link ? (
              <Link to={link} className="hover:underline">
                {title}
              </Link>
            ) : (
              title
            )}
          </h3>
        )}
        {!settings.showPlayTitle && link && (
          <Link to={link} className="text-sm font-medium text-primary-ink hover:underline">
            {t('playbookView.openPlay', { title })}
          </Link>
        )}
        {settings.showAnimationButton && (
          <PlayAnimation
            play={play.data}
            labels={{
              animate: t('playbookView.animate'),
              animateName: t('playbookView.animateName', { title }),
              play: t('playbookView.play'),
              pause: t('playbookView.pause'),
              restart: t('playbookView.restart'),
              close: t('playbookView.close'),
              court: (phaseIndex) => t('plays.phaseShown', { n: phaseIndex + 1, title }),
            }}
          />
        )}
      </div>
      {settings.showPlayDescription && playSettings.description && (
        <p className="text-sm whitespace-pre-line text-muted" {...USER_TEXT}>
          {playSettings.description}
        </p>
      )}
      <ol className={cn('grid gap-4', PHASE_GRID[settings.layout])} data-layout={settings.layout}>
        {phases.map((phase, index) => {
          const phaseTitle = settings.showPhaseTitles ? phase.title || t('plays.phaseN', { n: index + 1 }) : null;
          const note = settings.showPhaseDescription ? phase.note : '';
          return (
            <li key={phase.id}>
              <figure className="flex flex-col gap-2">
                <PhaseCourt className="aspect-[4/3] w-full rounded-card" play={play.data} phaseIndex={index} alt={t('plays.phaseShown', { n: index + 1, title })} />
                {(phaseTitle || note) && (
                  <figcaption className="flex flex-col gap-1 text-sm">
                    {phaseTitle && <span className="font-semibold">{phaseTitle}</span>}
                    {note && <span className="whitespace-pre-line text-muted">{note}</span>}
                  </figcaption>
                )}
              </figure>
            </li>
          );
        })}
      </ol>
      {settings.showVideos && playSettings.videos.length > 0 && (
        <div>
          <p className="mb-2 text-sm font-semibold">{t('plays.videos')}</p>
          <PlayVideos videos={playSettings.videos} />
        </div>
      )}
    </article>
  );
}
