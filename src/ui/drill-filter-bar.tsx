// The drill lists' filters (issue 17): category, court area, players, length, age level and tag, in
// one compact row beside the search. The team's drills, the drill library and the drill picker share it.
import { useId, useState, type ReactNode, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_DRILL_LABEL_LENGTH } from '../../engine/limits';
import { AGE_LEVELS, COURT_AREAS, DRILL_CATEGORIES, hasDrillFilter, type AgeLevel, type CourtArea, type DrillFilter } from '../../engine/model/drill-constants';
import { Button } from './button';
import { SearchField } from './list-toolbar';
import { categoryLabel } from './drill-texts';

/** The "at most" steps the players filter offers (a drill needs 1 to limits.MAX_DRILL_PLAYERS). */
export const PLAYER_STEPS = [2, 3, 4, 5, 6, 8, 10, 12, 15] as const;
/** The "at most" steps of the length filter, in minutes. */
export const MINUTE_STEPS = [5, 10, 15, 20, 30, 45, 60] as const;

function FilterSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 max-w-44 rounded-card border border-line bg-surface ps-3 pe-8 text-sm focus:border-primary focus:outline-2 focus:outline-primary/30"
      >
        {children}
      </select>
    </div>
  );
}

/** The category select's choice for a category of the coach's own. */
const OWN = '__own';

/** A filter's number from a select ('' is none). */
const numberOf = (value: string) => (value === '' ? undefined : Number(value));

/**
 * `onChange` gets each change as an update of the filter as it then is (React's SetStateAction), so
 * two changes made before the screen shows the first both hold.
 */
export function DrillFilterBar({ value, onChange }: { value: DrillFilter; onChange: (change: SetStateAction<DrillFilter>) => void }) {
  const { t } = useTranslation();
  const set = <K extends keyof DrillFilter>(key: K, next: DrillFilter[K]) => onChange((current) => ({ ...current, [key]: next }));
  // Categories are an editable list: one of the coach's own is typed (and one from a link shows typed).
  const listed = value.category === undefined || (DRILL_CATEGORIES as readonly string[]).includes(value.category);
  const [typing, setTyping] = useState(!listed);
  const ownCategory = typing || !listed;
  return (
    <div role="group" aria-label={t('drills.filters')} className="flex flex-wrap items-center gap-2">
      <FilterSelect
        label={t('drills.category')}
        value={ownCategory ? OWN : (value.category ?? '')}
        onChange={(next) => {
          setTyping(next === OWN);
          set('category', next === OWN ? undefined : next || undefined);
        }}
      >
        <option value="">{t('drills.anyCategory')}</option>
        {DRILL_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {categoryLabel(t, category)}
          </option>
        ))}
        <option value={OWN}>{t('drills.ownCategory')}</option>
      </FilterSelect>
      {ownCategory && (
        <SearchField label={t('drills.ownCategoryName')} value={value.category ?? ''} onChange={(next) => set('category', next.trim().slice(0, MAX_DRILL_LABEL_LENGTH) || undefined)} />
      )}
      <FilterSelect label={t('drills.courtArea')} value={value.courtArea ?? ''} onChange={(next) => set('courtArea', (next || undefined) as CourtArea | undefined)}>
        <option value="">{t('drills.anyCourtArea')}</option>
        {COURT_AREAS.map((area) => (
          <option key={area} value={area}>
            {t(`drills.courtAreas.${area}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label={t('drills.maxPlayers')} value={value.maxPlayers?.toString() ?? ''} onChange={(next) => set('maxPlayers', numberOf(next))}>
        <option value="">{t('drills.anyPlayers')}</option>
        {withCurrent(PLAYER_STEPS, value.maxPlayers).map((count) => (
          <option key={count} value={count}>
            {t('drills.playersAtMost', { count })}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label={t('drills.maxMinutes')} value={value.maxMinutes?.toString() ?? ''} onChange={(next) => set('maxMinutes', numberOf(next))}>
        <option value="">{t('drills.anyLength')}</option>
        {withCurrent(MINUTE_STEPS, value.maxMinutes).map((count) => (
          <option key={count} value={count}>
            {t('drills.minutesAtMost', { count })}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label={t('drills.ageLevel')} value={value.ageLevel ?? ''} onChange={(next) => set('ageLevel', (next || undefined) as AgeLevel | undefined)}>
        <option value="">{t('drills.anyAge')}</option>
        {AGE_LEVELS.map((age) => (
          <option key={age} value={age}>
            {t(`drills.ageLevels.${age}`)}
          </option>
        ))}
      </FilterSelect>
      <SearchField label={t('drills.tag')} value={value.tag ?? ''} onChange={(next) => set('tag', next.trim().slice(0, MAX_DRILL_LABEL_LENGTH) || undefined)} />
      {hasDrillFilter(value) && (
        <Button
          variant="text"
          onClick={() => {
            setTyping(false);
            onChange({});
          }}
        >
          {t('drills.clearFilters')}
        </Button>
      )}
    </div>
  );
}

/** The steps, with a value from a link that is not one of them. */
function withCurrent(steps: readonly number[], current: number | undefined): number[] {
  return current === undefined || steps.includes(current) ? [...steps] : [...steps, current].sort((a, b) => a - b);
}
