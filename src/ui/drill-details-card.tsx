// A drill's details as its page shows them (issue 17): what the coach filters by and plans with.
import { useTranslation } from 'react-i18next';
import type { DrillDetails } from '../../engine/model/drill-constants';
import { Card } from './card';
import { categoryLabel } from './drill-texts';

export function DrillDetailsCard({ drill }: { drill: DrillDetails | undefined }) {
  const { t } = useTranslation();
  if (!drill) return null;
  const rows: [string, string][] = [];
  if (drill.category) rows.push([t('drills.category'), categoryLabel(t, drill.category)]);
  if (drill.players !== undefined) rows.push([t('drills.players'), t('drills.playerCount', { count: drill.players })]);
  if (drill.courtArea) rows.push([t('drills.courtArea'), t(`drills.courtAreas.${drill.courtArea}`)]);
  if (drill.minutes !== undefined) rows.push([t('drills.minutes'), t('drills.minuteCount', { count: drill.minutes })]);
  if (drill.ageLevel) rows.push([t('drills.ageLevel'), t(`drills.ageLevels.${drill.ageLevel}`)]);
  if (drill.equipment?.length) rows.push([t('drills.equipment'), drill.equipment.join(', ')]);
  if (drill.tags?.length) rows.push([t('drills.tags'), drill.tags.join(', ')]);
  if (rows.length === 0 && !drill.coachingPoints) return null;
  return (
    <Card className="mb-6">
      <h2 className="mb-3 font-semibold">{t('drills.details')}</h2>
      {rows.length > 0 && (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm" data-testid="drill-details">
          {rows.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="text-muted">{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {drill.coachingPoints && (
        <>
          <h3 className="mt-3 mb-1 text-sm font-semibold">{t('drills.coachingPoints')}</h3>
          <p className="text-sm whitespace-pre-line text-muted">{drill.coachingPoints}</p>
        </>
      )}
    </Card>
  );
}
