// A drill's details (issue 17): category (the listed ones or the coach's own), players needed, court
// area, duration, age level, equipment, tags and coaching points, in the data's `settings.drill`.
// Every change is one undo step (typing merges into one, as the settings panel's texts do).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGE_LEVELS, COURT_AREAS, DRILL_CATEGORIES, drillLabelsOf, type DrillDetails } from '../../../engine/model/drill-constants';
import { MAX_DESCRIPTION_LENGTH, MAX_DRILL_EQUIPMENT, MAX_DRILL_LABEL_LENGTH, MAX_DRILL_MINUTES, MAX_DRILL_PLAYERS, MAX_DRILL_TAGS } from '../../../engine/limits';
import { cn } from '../../ui/cn';
import { categoryLabel } from '../../ui/drill-texts';
import { useEditor, useEditorState } from '../editor-context';

const input = 'min-h-11 w-full rounded-card border border-line bg-surface px-2 text-sm text-ink';
const label = 'flex flex-col gap-1 text-xs font-semibold text-muted';
/** The category select's choice for "type your own". */
const OWN = '__own';

/** A comma-separated list as the drill keeps it (engine/model/drill-constants.ts; a practice block's equipment too). */
export const listOf = drillLabelsOf;

/** A whole number field's value in 1..max, or none. */
function countOf(text: string, max: number): number | undefined {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) && value >= 1 ? Math.min(value, max) : undefined;
}

export function DrillPanel() {
  const { t } = useTranslation();
  const editor = useEditor();
  const drill: DrillDetails = useEditorState((s) => s.doc.data.settings.drill) ?? {};
  const [ownCategory, setOwnCategory] = useState(() => drill.category !== undefined && !(DRILL_CATEGORIES as readonly string[]).includes(drill.category));

  /** Sets one detail (undefined removes it). */
  function set<K extends keyof DrillDetails>(key: K, value: DrillDetails[K], policy?: 'typing') {
    editor.change((doc) => {
      const settings = doc.data.settings;
      const next = { ...settings.drill };
      if (value === undefined || (Array.isArray(value) && value.length === 0) || value === '') delete next[key];
      else next[key] = value;
      settings.drill = next;
    }, policy);
  }

  const categoryChoice = ownCategory ? OWN : (drill.category ?? '');
  return (
    <section className="flex flex-col gap-3 p-3" aria-label={t('editor.drill.label')} data-testid="drill-panel">
      <label className={label}>
        {t('drills.category')}
        <select
          className={input}
          value={categoryChoice}
          onChange={(e) => {
            const own = e.target.value === OWN;
            setOwnCategory(own);
            set('category', own ? undefined : e.target.value || undefined);
          }}
        >
          <option value="">{t('editor.drill.noCategory')}</option>
          {DRILL_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(t, category)}
            </option>
          ))}
          <option value={OWN}>{t('editor.drill.categoryOwn')}</option>
        </select>
      </label>
      {ownCategory && (
        <label className={label}>
          {t('editor.drill.categoryOwnName')}
          <input
            dir="auto"
            className={input}
            maxLength={MAX_DRILL_LABEL_LENGTH}
            value={drill.category ?? ''}
            onChange={(e) => set('category', e.target.value.trim() ? e.target.value : undefined, 'typing')}
            onBlur={() => editor.endTyping()}
          />
        </label>
      )}
      <div className="grid grid-cols-2 gap-2">
        <label className={label}>
          {t('editor.drill.players')}
          <input
            className={input}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_DRILL_PLAYERS}
            value={drill.players ?? ''}
            onChange={(e) => set('players', countOf(e.target.value, MAX_DRILL_PLAYERS), 'typing')}
            onBlur={() => editor.endTyping()}
          />
        </label>
        <label className={label}>
          {t('editor.drill.minutes')}
          <input
            className={input}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_DRILL_MINUTES}
            value={drill.minutes ?? ''}
            onChange={(e) => set('minutes', countOf(e.target.value, MAX_DRILL_MINUTES), 'typing')}
            onBlur={() => editor.endTyping()}
          />
        </label>
        <label className={label}>
          {t('drills.courtArea')}
          <select className={input} value={drill.courtArea ?? ''} onChange={(e) => set('courtArea', (e.target.value || undefined) as DrillDetails['courtArea'])}>
            <option value="">{t('editor.drill.notSet')}</option>
            {COURT_AREAS.map((area) => (
              <option key={area} value={area}>
                {t(`drills.courtAreas.${area}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t('drills.ageLevel')}
          <select className={input} value={drill.ageLevel ?? ''} onChange={(e) => set('ageLevel', (e.target.value || undefined) as DrillDetails['ageLevel'])}>
            <option value="">{t('editor.drill.notSet')}</option>
            {AGE_LEVELS.map((age) => (
              <option key={age} value={age}>
                {t(`drills.ageLevels.${age}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ListField label={t('drills.equipment')} hint={t('editor.drill.listHint')} value={drill.equipment ?? []} max={MAX_DRILL_EQUIPMENT} onChange={(list) => set('equipment', list)} />
      <ListField label={t('drills.tags')} hint={t('editor.drill.listHint')} value={drill.tags ?? []} max={MAX_DRILL_TAGS} onChange={(list) => set('tags', list)} />
      <label className={label}>
        {t('drills.coachingPoints')}
        <textarea
          dir="auto"
          className={cn(input, 'min-h-24 py-1')}
          maxLength={MAX_DESCRIPTION_LENGTH}
          value={drill.coachingPoints ?? ''}
          onChange={(e) => set('coachingPoints', e.target.value || undefined, 'typing')}
          onBlur={() => editor.endTyping()}
        />
      </label>
    </section>
  );
}

/** A list typed with commas: kept as typed while the field has focus, stored when it is left (or Enter). */
function ListField({ label: text, hint, value, max, onChange }: { label: string; hint: string; value: string[]; max: number; onChange: (list: string[]) => void }) {
  const joined = value.join(', ');
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && listOf(draft, max).join(', ') !== joined) onChange(listOf(draft, max));
    setDraft(null);
  };
  return (
    <label className={label}>
      {text}
      <input
        dir="auto"
        className={input}
        value={draft ?? joined}
        placeholder={hint}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
    </label>
  );
}
