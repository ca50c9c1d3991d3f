// A play's or drill's content, read-only: the court drawn by the engine for the phase shown, the
// description, the phases with their notes (choosing one shows it) and the videos. One body for the
// signed-in detail screen, a shared play and every play of a shared playbook.
import { Film } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayData } from '../../engine/index';
import { Card } from './card';
import { PhaseCourt } from './phase-court';
import { PlayVideos } from './play-videos';
import { USER_TEXT } from './user-text';

export function PlayBody({ play, title, headingLevel = 2, phaseIdPrefix = 'phase-' }: {
  play: PlayData | undefined;
  title: string;
  /** h2 on a play's own page; deeper under a playbook's chapter and play title. */
  headingLevel?: 2 | 3 | 4;
  /** Phase anchors (`#phase-2`) must stay unique when several plays share a page. */
  phaseIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const [chosenPhase, setChosenPhase] = useState(0);
  const Heading = `h${headingLevel}` as const;
  const phases = play?.phases ?? [];
  const settings = play?.settings;
  const shownPhase = Math.min(chosenPhase, Math.max(phases.length - 1, 0));

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card flush>
        {play && <PhaseCourt className="aspect-[4/3] w-full rounded-card" play={play} phaseIndex={shownPhase} alt={t('plays.phaseShown', { n: shownPhase + 1, title })} />}
      </Card>
      <div className="flex flex-col gap-6">
        {settings?.description && (
          <Card>
            <Heading className="mb-2 font-semibold">{t('plays.description')}</Heading>
            <p className="text-sm whitespace-pre-line text-muted" {...USER_TEXT}>
              {settings.description}
            </p>
          </Card>
        )}
        <Card>
          <Heading className="mb-3 font-semibold">{t('plays.phases', { count: phases.length })}</Heading>
          <ol className="flex flex-col gap-3">
            {phases.map((phase, index) => {
              const arrows = phase.objects.filter((item) => item.type === 'arrow').length;
              const players = phase.objects.filter((item) => item.type === 'object' && item.subType === 'player').length;
              return (
                <li key={phase.id} id={`${phaseIdPrefix}${index + 1}`}>
                  <button
                    type="button"
                    aria-pressed={index === shownPhase}
                    onClick={() => setChosenPhase(index)}
                    className={`w-full rounded-card p-3 text-start ${index === shownPhase ? 'bg-primary-soft' : 'bg-raised hover:bg-primary-soft/60'}`}
                  >
                    <span className="block text-sm font-semibold">
                      <span className="me-2 inline-flex size-6 items-center justify-center rounded-full bg-primary-soft text-xs text-primary-ink">{index + 1}</span>
                      {phase.title || t('plays.phaseN', { n: index + 1 })}
                    </span>
                    {/* Muted grey is too faint on the chosen phase's tint (WCAG contrast). */}
                    <span className={`mt-1 block text-xs ${index === shownPhase ? 'text-ink' : 'text-muted'}`}>{t('plays.phaseSummary', { players, arrows })}</span>
                    {phase.note && <span className="mt-2 block text-sm whitespace-pre-line">{phase.note}</span>}
                  </button>
                </li>
              );
            })}
          </ol>
        </Card>
        {settings?.videos && settings.videos.length > 0 && (
          <Card>
            <Heading className="mb-3 flex items-center gap-2 font-semibold">
              <Film className="size-4 text-muted" aria-hidden="true" /> {t('plays.videos')}
            </Heading>
            <PlayVideos videos={settings.videos} />
          </Card>
        )}
      </div>
    </div>
  );
}
