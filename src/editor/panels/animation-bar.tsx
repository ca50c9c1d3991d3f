// Play, pause, stop, scrub, speed, loop, one phase or the whole play. The scrubber follows the
// clock with no React render and no DOM write per frame (scrubber.tsx).
import { Pause, Play, Repeat, Square } from 'lucide-react';
import { useStore } from 'zustand';
import { IconButton } from '../../ui/button';
import { cn } from '../../ui/cn';
import { PLAYBACK_SPEEDS, type Playback, type PlaybackScope } from '../animation/playback';
import { countRender } from '../scene/render-stats';
import { Scrubber } from './scrubber';
import { useTranslation } from 'react-i18next';

export function AnimationBar({ playback, onPlay }: { playback: Playback; onPlay: (scope: PlaybackScope) => void }) {
  countRender('AnimationBar');
  const { t } = useTranslation();
  const { active, playing, loading, speed, loop, scope } = useStore(playback.store);

  return (
    <div className="flex flex-wrap items-center gap-1 border-t border-line bg-surface px-2 py-1" data-testid="animation-bar">
      <IconButton
        label={playing ? t('editor.animation.pause') : t('editor.animation.play')}
        className="size-11"
        disabled={loading}
        data-testid="play"
        onClick={() => (playing ? playback.pause() : active ? playback.resume() : onPlay(scope))}
      >
        {playing ? <Pause className="size-5" /> : <Play className="size-5" />}
      </IconButton>
      <IconButton label={t('editor.animation.stop')} className="size-11" disabled={!active} onClick={() => playback.stop()} data-testid="stop">
        <Square className="size-4" />
      </IconButton>
      <Scrubber playback={playback} />
      <select
        aria-label={t('editor.animation.speed')}
        className="min-h-11 rounded-card border border-line bg-surface px-1 text-sm"
        value={speed}
        onChange={(e) => playback.store.setState({ speed: Number(e.target.value) })}
      >
        {PLAYBACK_SPEEDS.map((s) => (
          <option key={s} value={s}>
            {s}×
          </option>
        ))}
      </select>
      <IconButton label={t('editor.animation.loop')} aria-pressed={loop} className={cn('size-11', loop && 'bg-primary-soft text-primary-ink')} onClick={() => playback.store.setState({ loop: !loop })}>
        <Repeat className="size-4" />
      </IconButton>
      <select
        aria-label={t('editor.animation.animate')}
        className="min-h-11 rounded-card border border-line bg-surface px-1 text-sm"
        value={scope}
        disabled={active}
        onChange={(e) => playback.store.setState({ scope: e.target.value as PlaybackScope })}
      >
        <option value="phase">{t('editor.animation.thisPhase')}</option>
        <option value="play">{t('editor.animation.wholePlay')}</option>
      </select>
    </div>
  );
}
