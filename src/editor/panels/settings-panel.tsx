// Play settings: title, description, court colour preset, object size, half or full court, court
// type, and videos (checked with the engine's rule, spec §5).
import { Film, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { COURT_KINDS, VIEW_MODES, type CourtKind, type PlayData, COURT_COLOR_PRESETS, courtColorPreset, fitHoopsToCourt, parseVideoUrl, uploadedMediaId, uploadedVideo } from '../../../engine';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, MAX_URL_LENGTH, MAX_VIDEO_NOTE_LENGTH, MAX_VIDEOS_PER_PLAY } from '../../../engine/limits';
import { useMedia } from '../../api/media/get-media';
import '../../ui/media-texts';
import { Button, IconButton } from '../../ui/button';
import { cn } from '../../ui/cn';
import { useEditor, useEditorState } from '../editor-context';
import { countRender } from '../scene/render-stats';
import { runCommand } from '../../editor-kit/commands';
import { editorCommands } from '../store/commands';
import { useTranslation } from 'react-i18next';
import { VideoPicker } from './video-picker';

const input = 'min-h-11 w-full rounded-card border border-line bg-surface px-2 text-sm text-ink';
const label = 'flex flex-col gap-1 text-xs font-semibold text-muted';

export function SettingsPanel() {
  countRender('SettingsPanel');
  const { t } = useTranslation();
  const editor = useEditor();
  const title = useEditorState((s) => s.doc.title);
  const settings = useEditorState((s) => s.doc.data.settings);
  const [videoUrl, setVideoUrl] = useState('');
  const [videoError, setVideoError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const teamId = useEditorState((s) => s.meta.teamId);
  const change = (recipe: (s: typeof settings) => void) => editor.change((doc) => recipe(doc.data.settings as typeof settings));
  // The court's hoops follow it (both on a full court, so a shot can end on the far basket): one undo step.
  const changeCourt = (recipe: (s: typeof settings) => void) =>
    editor.change((doc) => {
      recipe(doc.data.settings as typeof settings);
      fitHoopsToCourt(doc.data as PlayData);
    });

  const addVideo = () => {
    if (!parseVideoUrl(videoUrl)) {
      setVideoError(t('editor.settings.notAVideo'));
      return;
    }
    if (settings.videos.length >= MAX_VIDEOS_PER_PLAY) {
      setVideoError(t('editor.settings.tooManyVideos', { max: MAX_VIDEOS_PER_PLAY }));
      return;
    }
    change((s) => void s.videos.push({ url: videoUrl.trim(), source: 'youtube', note: '' }));
    setVideoUrl('');
    setVideoError(null);
  };
  const attachUpload = (mediaId: string, note: string) => {
    if (settings.videos.length >= MAX_VIDEOS_PER_PLAY) {
      setVideoError(t('editor.settings.tooManyVideos', { max: MAX_VIDEOS_PER_PLAY }));
      return;
    }
    change((s) => void s.videos.push(uploadedVideo(mediaId, note)));
  };

  return (
    <section className="flex flex-col gap-3 p-3" aria-label={t('editor.settings.label')} data-testid="settings-panel">
      <label className={label}>
        {t('editor.settings.title')}
        <input dir="auto" className={input} maxLength={MAX_TITLE_LENGTH} value={title} onChange={(e) => runCommand(editor, editorCommands.renamePlay, { text: e.target.value })} onBlur={() => editor.endTyping()} />
      </label>
      <label className={label}>
        {t('editor.settings.description')}
        <textarea dir="auto" className={cn(input, 'min-h-16 py-1')} maxLength={MAX_DESCRIPTION_LENGTH} value={settings.description} onChange={(e) => editor.change((doc) => void (doc.data.settings.description = e.target.value), 'typing')} onBlur={() => editor.endTyping()} />
      </label>
      <div className={label}>
        {t('editor.settings.courtColour')}
        <div className="grid grid-cols-4 gap-1.5">
          {COURT_COLOR_PRESETS.map((preset) => (
            <button
              key={preset.id}
              type="button"
              aria-pressed={settings.courtColor.id === preset.id}
              className={cn('flex min-h-11 flex-col items-center justify-center gap-1 rounded-card border-2 text-[11px] text-ink', settings.courtColor.id === preset.id ? 'border-primary' : 'border-line')}
              onClick={() => change((s) => void (s.courtColor = courtColorPreset(preset.id)))}
            >
              <span className="h-4 w-8 rounded-sm border border-line" style={{ background: preset.backgroundColor, boxShadow: `inset 0 0 0 2px ${preset.lineColor}` }} />
              {t(`editor.settings.presets.${preset.id}`, { defaultValue: preset.id })}
            </button>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <label className={label}>
          {t('editor.settings.view')}
          <select className={input} value={settings.viewMode} onChange={(e) => changeCourt((s) => void (s.viewMode = e.target.value as typeof s.viewMode))}>
            {VIEW_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {mode === 'half' ? t('editor.settings.halfCourt') : t('editor.settings.fullCourt')}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t('editor.settings.court')}
          <select className={input} value={settings.courtType ?? 'nba'} onChange={(e) => changeCourt((s) => void (s.courtType = e.target.value as CourtKind))}>
            {COURT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`editor.settings.courts.${kind}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className={label}>
        {t('editor.settings.objectSize', { factor: settings.objectSizeFactor.toFixed(1) })}
        <input type="range" min={0.5} max={2} step={0.1} className="min-h-11" value={settings.objectSizeFactor} onChange={(e) => change((s) => void (s.objectSizeFactor = Number(e.target.value)))} />
      </label>
      <div className={label}>
        {t('editor.settings.videos')}
        {settings.videos.map((video, index) => (
          <div key={index} className="flex flex-col gap-1 text-sm font-normal text-ink" data-testid="play-video">
            <div className="flex items-center gap-1">
              {uploadedMediaId(video) ? (
                <UploadedVideoTitle mediaId={uploadedMediaId(video)!} />
              ) : (
                <a href={video.url} target="_blank" rel="noreferrer" className="flex-1 truncate text-primary-ink underline">
                  {video.url}
                </a>
              )}
              <IconButton label={t('editor.settings.removeVideo')} className="size-11" onClick={() => change((s) => void s.videos.splice(index, 1))}>
                <Trash2 className="size-4" />
              </IconButton>
            </div>
            <input
              dir="auto"
              className={input}
              aria-label={t('media.pick.videoNote', { title: video.url })}
              placeholder={t('media.pick.note')}
              maxLength={MAX_VIDEO_NOTE_LENGTH}
              value={video.note}
              onChange={(e) => editor.change((doc) => void ((doc.data.settings as typeof settings).videos[index]!.note = e.target.value), 'typing')}
              onBlur={() => editor.endTyping()}
            />
          </div>
        ))}
        <div className="flex gap-1">
          <input
            dir="auto"
            className={input}
            placeholder="https://youtu.be/…"
            maxLength={MAX_URL_LENGTH}
            value={videoUrl}
            aria-invalid={videoError ? true : undefined}
            onChange={(e) => {
              setVideoUrl(e.target.value);
              setVideoError(null);
            }}
            onKeyDown={(e) => e.key === 'Enter' && addVideo()}
          />
          <Button variant="soft" startIcon={<Plus className="size-4" />} onClick={addVideo} className="min-h-11">
            {t('editor.settings.addVideo')}
          </Button>
        </div>
        <Button variant="outlined" startIcon={<Film className="size-4" />} className="min-h-11" disabled={!teamId} title={teamId ? undefined : t('media.pick.noTeam')} onClick={() => setPicking(true)}>
          {t('media.pick.video')}
        </Button>
        {teamId && <VideoPicker open={picking} teamId={teamId} onClose={() => setPicking(false)} onPick={attachUpload} />}
        {videoError && (
          <p role="alert" className="text-xs font-normal text-error">
            {videoError}
          </p>
        )}
      </div>
    </section>
  );
}

/** An uploaded video's title (its id until the record is in). */
function UploadedVideoTitle({ mediaId }: { mediaId: string }) {
  const media = useMedia(mediaId);
  return (
    <span className="flex flex-1 items-center gap-1 truncate">
      <Film className="size-4 shrink-0 text-muted" aria-hidden="true" />
      <span className="truncate">{media.data?.title ?? mediaId}</span>
    </span>
  );
}
