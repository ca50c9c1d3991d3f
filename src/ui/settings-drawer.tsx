// The settings drawer (spec §3, §4): mode, direction, contrast, layout, colour preset, stretch, plays
// view and language, saved in local storage; reset restores the defaults of spec §9.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Check, RotateCcw, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_COLOR_PRESETS, type ThemeColorPreset, type UserSettings } from '../../engine/model/user-settings-defaults';
import { LANGUAGES, isRtlLanguage, setLanguage, type LanguageCode } from '../lib/i18n';
import { differsFromDefaults, useSettings, useSettingsStore } from '../lib/settings';
import { IconButton } from './button';
import { cn } from './cn';
import { useSettingsDrawer } from './settings-drawer-state';

/** The preset swatches (the same main colours as index.css). */
const PRESET_SWATCH: Record<ThemeColorPreset, string> = {
  default: '#00a76f',
  purple: '#7635dc',
  cyan: '#078dee',
  blue: '#2065d1',
  orange: '#fda92d',
  red: '#ff3030',
};

function Choice<T extends string>({ legend, value, options, onChange, disabled }: { legend: string; value: T; options: { value: T; label: string; lang?: string }[]; onChange: (value: T) => void; disabled?: boolean }) {
  const name = useId();
  return (
    <fieldset disabled={disabled} className="disabled:opacity-60">
      <legend className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            lang={option.lang}
            className={cn(
              'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-card border text-sm font-medium transition has-focus-visible:outline-2 has-focus-visible:outline-primary',
              value === option.value ? 'border-primary bg-primary-soft text-primary-ink' : 'border-line hover:bg-line/30',
            )}
          >
            <input type="radio" className="sr-only" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Section({ children }: { children: ReactNode }) {
  return <div className="border-b border-line pb-5 last:border-0">{children}</div>;
}

/** Loaded the first time the drawer opens (see SettingsDrawerHost). */
export default function SettingsDrawer() {
  const { t, i18n } = useTranslation();
  const { open, setOpen } = useSettingsDrawer();
  const settings = useSettings();
  const { update, reset } = useSettingsStore();
  const language = i18n.language as LanguageCode;
  const forcedRtl = isRtlLanguage(language);
  const set = <K extends keyof UserSettings>(key: K) => (value: UserSettings[K]) => update({ [key]: value } as Partial<UserSettings>);
  const stretchId = useId();

  return (
    <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-[#1c252e]/30 transition duration-200 data-closed:opacity-0" />
      <DialogPanel
        transition
        className="fixed inset-y-0 end-0 flex w-[min(22rem,100vw)] flex-col bg-surface text-ink shadow-popover transition duration-200 data-closed:translate-x-8 data-closed:opacity-0 rtl:data-closed:-translate-x-8"
      >
        <div className="flex items-center justify-between gap-2 border-b border-line px-5 py-4">
          <DialogTitle className="text-lg font-semibold">{t('settings.title')}</DialogTitle>
          <div className="flex items-center gap-1">
            <IconButton label={t('settings.reset')} onClick={() => void reset()} className="relative">
              <RotateCcw className="size-5" aria-hidden="true" />
              {differsFromDefaults(settings, language) && <span className="absolute end-2 top-2 size-2 rounded-full bg-error" aria-hidden="true" />}
            </IconButton>
            <IconButton label={t('common.close')} onClick={() => setOpen(false)}>
              <X className="size-5" aria-hidden="true" />
            </IconButton>
          </div>
        </div>
        <div className="flex flex-1 flex-col gap-5 overflow-y-auto px-5 py-5">
          <Section>
            <Choice
              legend={t('settings.language')}
              value={language}
              options={LANGUAGES.map((item) => ({ value: item.code, label: item.label, lang: item.code }))}
              onChange={(code) => void setLanguage(code)}
            />
          </Section>
          <Section>
            <Choice legend={t('settings.mode')} value={settings.themeMode} options={[{ value: 'light', label: t('settings.light') }, { value: 'dark', label: t('settings.dark') }]} onChange={set('themeMode')} />
          </Section>
          <Section>
            <Choice legend={t('settings.contrast')} value={settings.themeContrast} options={[{ value: 'default', label: t('settings.contrastDefault') }, { value: 'bold', label: t('settings.contrastBold') }]} onChange={set('themeContrast')} />
          </Section>
          <Section>
            <Choice
              legend={t('settings.direction')}
              value={forcedRtl ? 'rtl' : settings.themeDirection}
              disabled={forcedRtl}
              options={[{ value: 'ltr', label: t('settings.ltr') }, { value: 'rtl', label: t('settings.rtl') }]}
              onChange={set('themeDirection')}
            />
            {forcedRtl && <p className="mt-2 text-xs text-muted">{t('settings.rtlForced')}</p>}
          </Section>
          <Section>
            <Choice legend={t('settings.layout')} value={settings.themeLayout} options={[{ value: 'vertical', label: t('settings.vertical') }, { value: 'horizontal', label: t('settings.horizontal') }]} onChange={set('themeLayout')} />
          </Section>
          <Section>
            <Choice legend={t('settings.playsView')} value={settings.themePlaysView} options={[{ value: 'grid', label: t('settings.grid') }, { value: 'list', label: t('settings.list') }]} onChange={set('themePlaysView')} />
          </Section>
          <Section>
            <div className="flex items-center justify-between gap-4">
              <label htmlFor={stretchId} className="text-sm font-medium">
                {t('settings.stretch')}
                <span className="block text-xs font-normal text-muted">{t('settings.stretchHint')}</span>
              </label>
              <input
                id={stretchId}
                type="checkbox"
                role="switch"
                checked={settings.themeStretch}
                onChange={(event) => update({ themeStretch: event.target.checked })}
                className="h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-line transition before:block before:size-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:shadow before:transition checked:bg-primary-strong checked:before:translate-x-[22px] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary rtl:before:-translate-x-0.5 rtl:checked:before:-translate-x-[22px]"
              />
            </div>
          </Section>
          <Section>
            <fieldset>
              <legend className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">{t('settings.presets')}</legend>
              <div className="grid grid-cols-3 gap-2">
                {THEME_COLOR_PRESETS.map((preset) => (
                  <label
                    key={preset}
                    className={cn(
                      'flex h-14 cursor-pointer flex-col items-center justify-center gap-1 rounded-card border text-xs transition has-focus-visible:outline-2 has-focus-visible:outline-primary',
                      settings.themeColorPresets === preset ? 'border-primary bg-primary-soft' : 'border-line hover:bg-line/30',
                    )}
                  >
                    <input type="radio" className="sr-only" name="color-preset" value={preset} checked={settings.themeColorPresets === preset} onChange={() => update({ themeColorPresets: preset })} />
                    <span className="flex size-5 items-center justify-center rounded-full text-white" style={{ backgroundColor: PRESET_SWATCH[preset] }} aria-hidden="true">
                      {settings.themeColorPresets === preset && <Check className="size-3.5" />}
                    </span>
                    {t(`settings.preset.${preset}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          </Section>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
