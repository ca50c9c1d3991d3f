// Every field of print settings v2 (spec §3), each input bounded as the schema bounds it
// (engine/limits.ts): the section of the kind printed first, the other sections under "more", the
// cover page for playbooks and the time and date formats for practice plans.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_PAGE_PADDING_INCHES,
  MAX_PRINT_FONT_SIZE,
  MAX_PRINT_SCALE_FACTOR,
  MAX_PRINT_SIDELINES,
  OBJECT_SIZE_FACTOR_LIMITS,
  PAPER_SIZES,
  PRINT_COURT_STYLES,
  PRINT_ORIENTATIONS,
  PRINT_LAYOUT_PRESETS,
  PRINT_SECTIONS,
  type PrintFont,
  type PrintSection,
  type PrintSettings,
} from '../../engine';
import { SelectField, TextField } from '../ui/field';
import type { PrintKind } from './print-content';

/** The columns a page may have (issue 14: 1 to 4). */
export const PRINT_COLUMN_CHOICES = [1, 2, 3, 4] as const;
/** The columns offered, and more when stored settings (the schema allows up to 6) have more. */
const columnChoices = (current: number): number[] => [...PRINT_COLUMN_CHOICES, ...(current > PRINT_COLUMN_CHOICES.length ? [current] : [])];
/** The smallest scale and font size offered (the schema asks only for more than 0). */
const MIN_SCALE_FACTOR = 0.1;
const MIN_FONT_SIZE = 4;

type Change = (settings: PrintSettings) => void;

/** A number field that accepts what the coach types only once it is a number within [min, max]. */
export function NumberSetting({ label, value, min, max, step, onChange }: { label: string; value: number; min: number; max: number; step: number; onChange: (value: number) => void }) {
  const [draft, setDraft] = useState(String(value));
  // A value changed elsewhere (a reset) replaces what was typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }
  const number = Number(draft);
  const valid = draft.trim() !== '' && Number.isFinite(number) && number >= min && number <= max;
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={min}
      max={max}
      step={step}
      value={draft}
      aria-invalid={valid ? undefined : true}
      onChange={(event) => {
        setDraft(event.target.value);
        const next = Number(event.target.value);
        if (event.target.value.trim() !== '' && Number.isFinite(next) && next >= min && next <= max && next !== value) onChange(next);
      }}
      onBlur={() => setDraft(String(value))}
    />
  );
}

export function CheckSetting({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-2">
      <input id={id} type="checkbox" className="size-4 accent-primary" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}

function ChoiceSetting<T extends string | number>({ label, value, choices, onChange }: { label: string; value: T; choices: readonly (readonly [T, string])[]; onChange: (value: T) => void }) {
  return (
    <SelectField label={label} value={String(value)} onChange={(event) => onChange(choices.find(([choice]) => String(choice) === event.target.value)![0])}>
      {choices.map(([choice, text]) => (
        <option key={String(choice)} value={String(choice)}>
          {text}
        </option>
      ))}
    </SelectField>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-card border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

function SectionSettings({ section, settings, onChange }: { section: PrintSection; settings: PrintSettings; onChange: Change }) {
  const { t } = useTranslation();
  const current = settings.sections[section];
  const change = (patch: Partial<typeof current>) => onChange({ ...settings, sections: { ...settings.sections, [section]: { ...current, ...patch } } });
  return (
    <Group legend={t(`print.sections.${section}`)}>
      <NumberSetting
        label={t('print.objectSizeFactor')}
        value={current.objectSizeFactor}
        min={OBJECT_SIZE_FACTOR_LIMITS.min}
        max={OBJECT_SIZE_FACTOR_LIMITS.max}
        step={0.1}
        onChange={(objectSizeFactor) => change({ objectSizeFactor })}
      />
      <CheckSetting label={t('print.overwriteScaling')} checked={current.overwriteScaling} onChange={(overwriteScaling) => change({ overwriteScaling })} />
    </Group>
  );
}

/** Plays and playbooks (issue 30): how many diagrams a page, where a play starts, the court's style. */
function PlayLayoutSettings({ kind, settings, onChange }: { kind: 'play' | 'playbook'; settings: PrintSettings; onChange: Change }) {
  const { t } = useTranslation();
  const current = settings.playLayout;
  const change = (patch: Partial<typeof current>) => onChange({ ...settings, playLayout: { ...current, ...patch } });
  const presetLabel = (preset: (typeof PRINT_LAYOUT_PRESETS)[number]) => (kind === 'play' && preset === 'classic' ? t('print.presetsForPlay.classic') : t(`print.presets.${preset}`));
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <ChoiceSetting label={t('print.preset')} value={current.preset} choices={PRINT_LAYOUT_PRESETS.map((preset) => [preset, presetLabel(preset)] as const)} onChange={(preset) => change({ preset })} />
        <ChoiceSetting label={t('print.courtStyle')} value={current.courtStyle} choices={PRINT_COURT_STYLES.map((style) => [style, t(`print.courtStyles.${style}`)] as const)} onChange={(courtStyle) => change({ courtStyle })} />
        <ChoiceSetting label={t('print.orientation')} value={current.orientation} choices={PRINT_ORIENTATIONS.map((orientation) => [orientation, t(`print.orientations.${orientation}`)] as const)} onChange={(orientation) => change({ orientation })} />
      </div>
      {kind === 'playbook' && (
        <>
          <CheckSetting label={t('print.playOnNewPage')} checked={current.playStart === 'page'} onChange={(checked) => change({ playStart: checked ? 'page' : 'row' })} />
          <CheckSetting label={t('print.callSheet')} checked={current.callSheet} onChange={(callSheet) => change({ callSheet })} />
        </>
      )}
    </>
  );
}

function FontSetting({ label, boldLabel, font, onChange }: { label: string; boldLabel: string; font: PrintFont; onChange: (font: PrintFont) => void }) {
  return (
    <div className="grid grid-cols-2 items-end gap-3">
      <NumberSetting label={label} value={font.size} min={MIN_FONT_SIZE} max={MAX_PRINT_FONT_SIZE} step={1} onChange={(size) => onChange({ ...font, size })} />
      <CheckSetting label={boldLabel} checked={font.bold} onChange={(bold) => onChange({ ...font, bold })} />
    </div>
  );
}

/** Kinds that print plays' diagrams as the play options shape them (object size, columns, phases, videos). */
const PLAY_KINDS: readonly PrintKind[] = ['play', 'playbook'];
/** What a rotation or practice plan shows of the `show` options, and the font sizes their sheets use. */
const SHEET_SHOWN: readonly (keyof PrintSettings['show'])[] = ['title'];
const SHEET_FONTS: Readonly<Record<Exclude<PrintKind, 'play' | 'playbook'>, readonly (keyof PrintSettings['fontSizes'])[]>> = {
  rotation: ['objectTitle', 'phaseTitle', 'phase'],
  practicePlan: ['objectTitle', 'play', 'phaseTitle', 'phase'],
};

export function PrintSettingsForm({ kind, settings, onChange }: { kind: PrintKind; settings: PrintSettings; onChange: Change }) {
  const { t } = useTranslation();
  const set = (patch: Partial<PrintSettings>) => onChange({ ...settings, ...patch });
  const section: PrintSection = kind;
  const { cover, practice } = { cover: settings.coverPage, practice: settings.practicePlan };
  // A rotation or practice plan is offered only what its sheet reads: no play-only options (issue 30).
  const forPlays = PLAY_KINDS.includes(kind);
  const shown = forPlays ? (Object.keys(settings.show) as (keyof PrintSettings['show'])[]) : SHEET_SHOWN;
  const fontKeys = kind === 'play' || kind === 'playbook' ? (Object.keys(settings.fontSizes) as (keyof PrintSettings['fontSizes'])[]) : SHEET_FONTS[kind];
  return (
    <div className="flex flex-col gap-4">
      {forPlays && <SectionSettings section={section} settings={settings} onChange={onChange} />}
      <Group legend={t('print.layoutHeading')}>
        {(kind === 'play' || kind === 'playbook') && <PlayLayoutSettings kind={kind} settings={settings} onChange={onChange} />}
        {forPlays && (
          <div className="grid grid-cols-2 gap-3">
            {/* A playbook's columns come from its preset (issue 30); a play's from here when it follows "As the columns say". */}
            {kind !== 'playbook' && settings.playLayout.preset === 'classic' && (
              <ChoiceSetting label={t('print.columns')} value={settings.columns} choices={columnChoices(settings.columns).map((columns) => [columns, String(columns)] as const)} onChange={(columns) => set({ columns })} />
            )}
            <ChoiceSetting label={t('print.layout')} value={settings.layout} choices={(['grid', 'list'] as const).map((layout) => [layout, t(`print.layouts.${layout}`)] as const)} onChange={(layout) => set({ layout })} />
          </div>
        )}
        {shown.map((key) => (
          <CheckSetting key={key} label={t(`print.show.${key}`)} checked={settings.show[key]} onChange={(checked) => set({ show: { ...settings.show, [key]: checked } })} />
        ))}
      </Group>
      <Group legend={t('print.pageHeading')}>
        <div className="grid grid-cols-2 gap-3">
          <ChoiceSetting label={t('print.paperSize')} value={settings.paperSize} choices={PAPER_SIZES.map((paper) => [paper, t(`print.papers.${paper}`)] as const)} onChange={(paperSize) => set({ paperSize })} />
          <NumberSetting label={t('print.pagePadding')} value={settings.pagePadding} min={0} max={MAX_PAGE_PADDING_INCHES} step={0.05} onChange={(pagePadding) => set({ pagePadding })} />
          {forPlays && (
            <>
              <NumberSetting label={t('print.sidelines')} value={settings.sidelines} min={0} max={MAX_PRINT_SIDELINES} step={0.5} onChange={(sidelines) => set({ sidelines })} />
              <NumberSetting label={t('print.scaleFactor')} value={settings.scaleFactor} min={MIN_SCALE_FACTOR} max={MAX_PRINT_SCALE_FACTOR} step={0.1} onChange={(scaleFactor) => set({ scaleFactor })} />
            </>
          )}
        </div>
      </Group>
      <Group legend={t('print.fontsHeading')}>
        <div className="grid grid-cols-2 gap-3">
          {fontKeys.map((key) => (
            <NumberSetting
              key={key}
              label={forPlays ? t(`print.fontSizes.${key}`) : t(`print.sheetFontSizes.${kind}.${key}`)}
              value={settings.fontSizes[key]}
              min={MIN_FONT_SIZE}
              max={MAX_PRINT_FONT_SIZE}
              step={1}
              onChange={(size) => set({ fontSizes: { ...settings.fontSizes, [key]: size } })}
            />
          ))}
        </div>
      </Group>
      {kind === 'playbook' && (
        <Group legend={t('print.coverHeading')}>
          <NumberSetting label={t('print.coverImageSize')} value={cover.imageSize} min={0} max={1} step={0.05} onChange={(imageSize) => set({ coverPage: { ...cover, imageSize } })} />
          <FontSetting label={t('print.coverTitleSize')} boldLabel={t('print.bold')} font={cover.titleFont} onChange={(titleFont) => set({ coverPage: { ...cover, titleFont } })} />
          <FontSetting label={t('print.coverSubtitleSize')} boldLabel={t('print.bold')} font={cover.subtitleFont} onChange={(subtitleFont) => set({ coverPage: { ...cover, subtitleFont } })} />
          <ChoiceSetting
            label={t('print.coverAlignment')}
            value={cover.verticalAlignment}
            choices={(['top', 'middle', 'bottom'] as const).map((alignment) => [alignment, t(`print.alignments.${alignment}`)] as const)}
            onChange={(verticalAlignment) => set({ coverPage: { ...cover, verticalAlignment } })}
          />
        </Group>
      )}
      {kind === 'practicePlan' && (
        <Group legend={t('print.practiceHeading')}>
          <div className="grid grid-cols-2 gap-3">
            <ChoiceSetting
              label={t('print.timeFormat')}
              value={practice.timeFormat}
              choices={(['12h', '24h'] as const).map((format) => [format, t(`print.timeFormats.${format}`)] as const)}
              onChange={(timeFormat) => set({ practicePlan: { ...practice, timeFormat } })}
            />
            <ChoiceSetting
              label={t('print.dateFormat')}
              value={practice.dateFormat}
              choices={(['mdy', 'dmy', 'ymd'] as const).map((format) => [format, t(`print.dateFormats.${format}`)] as const)}
              onChange={(dateFormat) => set({ practicePlan: { ...practice, dateFormat } })}
            />
          </div>
        </Group>
      )}
      {forPlays && (
      <details className="rounded-card border border-line p-3">
        <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold">{t('print.moreSections')}</summary>
        <div className="mt-3 flex flex-col gap-3">
          {PRINT_SECTIONS.filter((other) => other !== section && PLAY_KINDS.includes(other)).map((other) => (
            <SectionSettings key={other} section={other} settings={settings} onChange={onChange} />
          ))}
        </div>
      </details>
      )}
    </div>
  );
}
