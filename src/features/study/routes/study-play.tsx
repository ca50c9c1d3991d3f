// A play studied (issue 35, `/dashboard/study/play/:playId?assignment=<id>`): the court phase by phase
// with the player's own marker ringed (the position they play, or the one they pick), each phase
// played on demand, their part written out from the engine's actions, the coach's notes and videos.
// Opening it and each phase seen are reported through the offline queue: studied on the bus, counted
// once back online.
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Film, ListChecks } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { markerOf, playerLabel, type PlayData } from '../../../../engine/index';
import { useStudyAssignments, useStudyPlay } from '../../../api/study/get-study';
import type { StudyPlayRecord } from '../../../api/study/keys';
import { queueStudyEvent } from '../../../api/study/study-events';
import { errorText } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { BackLink } from '../../../ui/back-link';
import { Button, ButtonLink } from '../../../ui/button';
import { Card, PageHeader } from '../../../ui/card';
import { cn } from '../../../ui/cn';
import { PlayVideos, UploadedVideoContext, publicVideoSource } from '../../../ui/play-videos';
import { RowsSkeleton } from '../../../ui/skeleton';
import { USER_TEXT } from '../../../ui/user-text';
import { PartList } from '../components/part-list';
import { StudyCourt } from '../components/study-court';
import { STUDY_HOME_PATH, studyQuizPath } from '../paths';
import '../study-texts';

const POSITIONS = [1, 2, 3, 4, 5] as const;

/** The numbers a player can pick as theirs; none to see the play without a ring. */
function MarkerPicker({ chosen, onChoose }: { chosen: number | null; onChoose: (position: number | null) => void }) {
  const { t } = useTranslation();
  const choice = (value: number | null, label: string) => (
    <button
      key={label}
      type="button"
      aria-pressed={chosen === value}
      onClick={() => onChoose(value)}
      className={cn('min-h-11 min-w-11 rounded-full border px-3 text-sm font-semibold', chosen === value ? 'border-primary bg-primary-soft text-primary-ink' : 'border-line hover:bg-line/30')}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={t('study.play.yourMarker')} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium">{t('study.play.yourMarker')}</span>
      {POSITIONS.map((position) => choice(position, String(position)))}
      {choice(null, t('study.play.noMarker'))}
    </div>
  );
}

function StudiedPlay({ assignmentId, playId, title, data, media, positions }: { assignmentId: string; playId: string; title: string; data: PlayData; media: StudyPlayRecord['media']; positions: readonly number[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [phaseIndex, setPhaseIndex] = useState(0);
  const [chosen, setChosen] = useState<number | null>(positions[0] ?? null);
  const markerId = useMemo(() => (chosen === null ? null : markerOf(data, [chosen])), [data, chosen]);
  const highlight = useMemo(() => (markerId ? [markerId] : []), [markerId]);
  const phases = data.phases;
  const phase = phases[phaseIndex];

  // Opened, then each phase seen: once per visit each (the server counts an event id once).
  const reported = useRef(new Set<string>());
  useEffect(() => {
    const report = (key: string, event: Parameters<typeof queueStudyEvent>[1]) => {
      if (reported.current.has(key)) return;
      reported.current.add(key);
      void queueStudyEvent(client, event);
    };
    report('opened', { assignmentId, playId, kind: 'opened' });
    report(`phase ${phaseIndex}`, { assignmentId, playId, kind: 'phase', phase: phaseIndex });
  }, [client, assignmentId, playId, phaseIndex]);

  const marker = chosen === null ? '' : playerLabel(chosen);
  const alt = markerId ? t('study.play.courtYou', { n: phaseIndex + 1, title, marker }) : t('study.play.court', { n: phaseIndex + 1, title });
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card className="flex flex-col gap-3">
        <MarkerPicker chosen={chosen} onChoose={setChosen} />
        {chosen === null && <p className="text-sm text-muted">{t('study.play.markerHint')}</p>}
        <StudyCourt play={data} phaseIndex={phaseIndex} highlight={highlight} alt={alt} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="outlined" size="small" disabled={phaseIndex === 0} onClick={() => setPhaseIndex(phaseIndex - 1)} startIcon={<ChevronLeft className="size-4 rtl:rotate-180" aria-hidden="true" />}>
            {t('study.play.previous')}
          </Button>
          <p className="text-sm font-semibold" aria-live="polite" data-testid="phase-of">
            {t('study.play.phaseOf', { n: phaseIndex + 1, count: phases.length })}
          </p>
          <Button variant="outlined" size="small" disabled={phaseIndex >= phases.length - 1} onClick={() => setPhaseIndex(phaseIndex + 1)} endIcon={<ChevronRight className="size-4 rtl:rotate-180" aria-hidden="true" />}>
            {t('study.play.next')}
          </Button>
        </div>
      </Card>
      <div className="flex flex-col gap-4">
        {markerId && (
          <Card>
            <h2 className="mb-3 font-semibold">
              {t('study.play.yourPart')} ({marker})
            </h2>
            <PartList play={data} markerId={markerId} phaseIndex={phaseIndex} onPhase={setPhaseIndex} />
          </Card>
        )}
        {(phase?.note || data.settings.description) && (
          <Card>
            <h2 className="mb-2 font-semibold">{t('study.play.coachNotes')}</h2>
            {phase?.note && (
              <p className="mb-2 text-sm whitespace-pre-line" {...USER_TEXT}>
                {phase.note}
              </p>
            )}
            {data.settings.description && (
              <>
                <h3 className="mt-2 text-sm font-semibold">{t('study.play.description')}</h3>
                <p className="text-sm whitespace-pre-line text-muted" {...USER_TEXT}>
                  {data.settings.description}
                </p>
              </>
            )}
          </Card>
        )}
        {data.settings.videos && data.settings.videos.length > 0 && (
          <Card>
            <h2 className="mb-3 flex items-center gap-2 font-semibold">
              <Film className="size-4 text-muted" aria-hidden="true" /> {t('study.play.videos')}
            </h2>
            <UploadedVideoContext value={publicVideoSource(media)}>
              <PlayVideos videos={data.settings.videos} />
            </UploadedVideoContext>
          </Card>
        )}
        <ButtonLink to={studyQuizPath(assignmentId, playId)} color="primary" className="self-start" startIcon={<ListChecks className="size-4" aria-hidden="true" />}>
          {t('study.quizThisPlay')}
        </ButtonLink>
      </div>
    </div>
  );
}

export default function StudyPlayRoute() {
  const { t } = useTranslation();
  const { playId = '' } = useParams();
  const [params] = useSearchParams();
  const assignmentId = params.get('assignment') ?? '';
  const assignments = useStudyAssignments();
  const play = useStudyPlay(playId);
  const assignment = assignments.data?.find((candidate) => candidate.assignment_id === assignmentId);

  const back = <BackLink to={STUDY_HOME_PATH}>{t('study.backToStudy')}</BackLink>;
  if (play.isError || assignments.isError) {
    return (
      <>
        {back}
        <PageHeader title={t('study.title')} />
        <Alert variant="error">{errorText(play.error ?? assignments.error)}</Alert>
      </>
    );
  }
  if (play.isPending || assignments.isPending) {
    return (
      <>
        {back}
        <div role="progressbar" aria-label={t('study.loading')}>
          <RowsSkeleton count={4} />
        </div>
      </>
    );
  }
  const title = play.data.title || t('common.untitled');
  return (
    <>
      {back}
      <PageHeader title={title} description={assignment?.title} />
      {assignment ? (
        <StudiedPlay key={playId} assignmentId={assignmentId} playId={playId} title={title} data={play.data.data} media={play.data.media} positions={assignment.positions} />
      ) : (
        <Alert variant="error">{t('study.notAssigned')}</Alert>
      )}
    </>
  );
}
