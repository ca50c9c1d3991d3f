// The playbook's own fields beside its chapters: its description, the cover page (shown or not,
// title, subtitle, an image by URL or one of the team's (its picture and name shown, issue 32), with a
// preview) and how the classic view shows each play.
// Image size and vertical alignment of the cover are print settings (the print dialog).
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, MAX_URL_LENGTH } from '../../../../engine/limits';
import { PLAYBOOK_LAYOUTS, type ClassicViewSettings } from '../../../../engine/model/playbook';
import { mediaContentPath, mediaIdOfPath } from '../../../../engine/api/media';
import { useUploadedVideo } from '../../../api/media/get-media';
import { TeamImagePicker } from './team-image-picker';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { cn } from '../../../ui/cn';
import { SelectField, TextArea, TextField } from '../../../ui/field';
import { runCommand } from '../../../editor-kit/commands';
import { playbookCommands } from './commands';
import type { PlaybookEditor } from './playbook-store';

/** A cover image's address: http or https only, within MAX_URL_LENGTH, or a team image's media path. */
export function isImageUrl(text: string): boolean {
  if (text.length > MAX_URL_LENGTH) return false;
  if (mediaIdOfPath(text)) return true;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const CLASSIC_TOGGLES = ['showPlayTitle', 'showPlayDescription', 'showPhaseTitles', 'showPhaseDescription', 'showAnimationButton', 'showVideos'] as const satisfies readonly (keyof ClassicViewSettings)[];

export function SettingsPanel({ editor }: { editor: PlaybookEditor }) {
  const { t } = useTranslation();
  const editable = useStore(editor.store, (s) => s.editable);
  const description = useStore(editor.store, (s) => s.doc.data.settings.description ?? '');
  const classic = useStore(editor.store, (s) => s.doc.data.settings.classic);
  const endTyping = () => editor.endTyping();
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <TextArea
          label={t('playbookEditor.description')}
          value={description}
          readOnly={!editable}
          maxLength={MAX_DESCRIPTION_LENGTH}
          placeholder={t('playbookEditor.descriptionPlaceholder')}
          onChange={(event) => runCommand(editor, playbookCommands.describe, { text: event.target.value })}
          onBlur={endTyping}
        />
      </Card>
      <CoverSettings editor={editor} editable={editable} />
      <Card>
        <h2 className="mb-3 text-base font-semibold">{t('playbookEditor.classic.title')}</h2>
        <div className="flex flex-col gap-3">
          <SelectField
            label={t('playbookEditor.classic.layout')}
            value={classic.layout}
            disabled={!editable}
            onChange={(event) => runCommand(editor, playbookCommands.setClassic, { classic: { layout: event.target.value as ClassicViewSettings['layout'] } })}
          >
            {PLAYBOOK_LAYOUTS.map((layout) => (
              <option key={layout} value={layout}>
                {t(`playbookEditor.classic.layouts.${layout}`)}
              </option>
            ))}
          </SelectField>
          {CLASSIC_TOGGLES.map((toggle) => (
            <Toggle key={toggle} label={t(`playbookEditor.classic.${toggle}`)} checked={classic[toggle]} disabled={!editable} onChange={(checked) => runCommand(editor, playbookCommands.setClassic, { classic: { [toggle]: checked } })} />
          ))}
        </div>
      </Card>
    </div>
  );
}

function CoverSettings({ editor, editable }: { editor: PlaybookEditor; editable: boolean }) {
  const { t } = useTranslation();
  const cover = useStore(editor.store, (s) => s.doc.data.settings.cover);
  const teamId = useStore(editor.store, (s) => s.meta.teamId);
  // The address as typed: it reaches the playbook once it is a valid address (or empty: no image).
  const [imageText, setImageText] = useState(cover.imageUrl ?? '');
  const [shownUrl, setShownUrl] = useState(cover.imageUrl);
  if (cover.imageUrl !== shownUrl) {
    setShownUrl(cover.imageUrl);
    setImageText(cover.imageUrl ?? '');
  }
  const imageValid = imageText.trim() === '' || isImageUrl(imageText.trim());
  // A team image is shown as itself (its picture and name), not as the address it is kept under.
  const teamImageId = mediaIdOfPath(cover.imageUrl);
  const endTyping = () => editor.endTyping();
  const setImage = (text: string) => {
    setImageText(text);
    const url = text.trim();
    if (url === '' || isImageUrl(url)) {
      setShownUrl(url || null);
      runCommand(editor, playbookCommands.setCover, { cover: { imageUrl: url || null } });
    }
  };
  return (
    <Card>
      <h2 className="mb-3 text-base font-semibold">{t('playbookEditor.cover.title')}</h2>
      <div className="flex flex-col gap-3">
        <Toggle label={t('playbookEditor.cover.show')} checked={cover.show} disabled={!editable} onChange={(show) => runCommand(editor, playbookCommands.showCover, { show })} />
        <TextField
          label={t('playbookEditor.cover.coverTitle')}
          value={cover.title}
          readOnly={!editable}
          maxLength={MAX_TITLE_LENGTH}
          onChange={(event) => runCommand(editor, playbookCommands.setCover, { cover: { title: event.target.value } })}
          onBlur={endTyping}
        />
        <TextField
          label={t('playbookEditor.cover.subtitle')}
          value={cover.subtitle}
          readOnly={!editable}
          maxLength={MAX_TITLE_LENGTH}
          onChange={(event) => runCommand(editor, playbookCommands.setCover, { cover: { subtitle: event.target.value } })}
          onBlur={endTyping}
        />
        {teamImageId ? (
          <CoverTeamImage mediaId={teamImageId} editable={editable} onRemove={() => (setImage(''), endTyping())} />
        ) : (
          <TextField
            label={t('playbookEditor.cover.image')}
            type="url"
            inputMode="url"
            dir="ltr"
            value={imageText}
            readOnly={!editable}
            maxLength={MAX_URL_LENGTH}
            placeholder="https://"
            hint={t('playbookEditor.cover.imageHint')}
            error={imageValid ? null : t('playbookEditor.cover.imageInvalid')}
            onChange={(event) => setImage(event.target.value)}
            onBlur={endTyping}
          />
        )}
        <TeamImagePicker teamId={teamId} disabled={!editable} onPick={(image) => (setImage(mediaContentPath(image.media_id)), endTyping())} />
        <CoverPreview title={cover.title} subtitle={cover.subtitle} imageUrl={cover.imageUrl} shown={cover.show} />
      </div>
    </Card>
  );
}

/** The cover's team image: its picture and name, and Remove (the picker beside it changes it). */
function CoverTeamImage({ mediaId, editable, onRemove }: { mediaId: string; editable: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  const media = useUploadedVideo(mediaId);
  const shown = media?.thumbnail_url ?? media?.content_url;
  return (
    <div className="flex flex-col gap-1" data-testid="cover-team-image">
      <p className="text-sm font-medium">{t('playbookEditor.cover.teamImage')}</p>
      <div className="flex items-center gap-3 rounded-card border border-line p-2">
        {shown ? <img src={shown} alt="" className="h-14 w-20 shrink-0 rounded object-cover" /> : <span className="h-14 w-20 shrink-0 rounded bg-line/40" aria-hidden="true" />}
        <p className="min-w-0 flex-1 truncate text-sm" data-testid="cover-team-image-name" dir="auto">
          {media ? media.title : media === null ? t('playbookEditor.cover.teamImageGone') : '…'}
        </p>
        {editable && (
          <Button size="small" variant="text" className="touch:min-h-11" startIcon={<ImageOff className="size-4" aria-hidden="true" />} onClick={onRemove}>
            {t('playbookEditor.cover.removeImage')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The cover page in small: a page's proportions, its title, subtitle and image. */
function CoverPreview({ title, subtitle, imageUrl, shown }: { title: string; subtitle: string; imageUrl: string | null; shown: boolean }) {
  const { t } = useTranslation();
  // A team image shows through its signed URL.
  const teamImage = useUploadedVideo(mediaIdOfPath(imageUrl) ?? '');
  const shownImage = mediaIdOfPath(imageUrl) ? teamImage?.content_url : imageUrl;
  return (
    <figure data-testid="cover-preview">
      <div className={cn('mx-auto flex aspect-[816/1056] w-40 flex-col items-center justify-center gap-2 overflow-hidden rounded border bg-white p-3 text-center text-black', shown ? 'border-line shadow-card' : 'border-dashed border-muted')}>
        {shownImage && <img src={shownImage} alt="" className="max-h-20 max-w-full object-contain" referrerPolicy="no-referrer" />}
        <p className="line-clamp-3 text-sm font-bold break-words">{title || t('playbookEditor.cover.titlePlaceholder')}</p>
        {subtitle && <p className="line-clamp-2 text-[10px] break-words">{subtitle}</p>}
      </div>
      <figcaption className="mt-1 text-center text-xs text-muted">{t(shown ? 'playbookEditor.cover.preview' : 'playbookEditor.cover.hidden')}</figcaption>
    </figure>
  );
}

function Toggle({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 text-sm">
      <span>{label}</span>
      <input type="checkbox" role="switch" className="size-5 accent-primary" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
    </label>
  );
}
