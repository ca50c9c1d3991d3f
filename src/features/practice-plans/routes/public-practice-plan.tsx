// A practice plan opened from its share link, by anyone (spec §2, issue 17): the same body as the
// signed-in detail, phone-friendly, with the drills' drawings that came with the plan (no links to
// them: they are not shared one by one), and print with each drill's diagram.
import { CalendarDays } from 'lucide-react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useSharedItem } from '../../../api/share/get-shared-item';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/card';
import { PublicScreen } from '../../../ui/public-screen';
import type { PracticePlanRecord } from '../../../api/practice-plans/keys';
import type { PlayRecord } from '../../../api/plays/keys';
import { PracticePlanBody, practicePlanWhen, type ShownDrill } from '../components/practice-plan-body';
import { PrintButton } from '../../../print/print-button';
import { printPracticePlan } from '../../../print/print-content';
import { usePracticeFormats } from '../practice-formats';

/** A shared plan: the record, with the drills its blocks link to (server/routes/share.ts). */
type SharedPracticePlan = PracticePlanRecord & { drills?: PlayRecord[] };

export default function PublicPracticePlanRoute() {
  const { token = '' } = useParams();
  const shared = useSharedItem<SharedPracticePlan>('practice-plan', token);
  const { t } = useTranslation();
  const formats = usePracticeFormats();
  const drills = shared.data?.drills;
  const shown = useMemo(() => new Map<string, ShownDrill>((drills ?? []).map((drill) => [String(drill.play_id), { title: drill.title ?? '', thumbnail: drill.thumbnail ?? null }])), [drills]);
  return (
    <PublicScreen shared={shared} actions={(record) => <PrintButton source={printPracticePlan(record.data?.title || record.title, record.data, async () => record.drills ?? [])} />}>
      {(record) => (
        <>
          <PageHeader icon={<CalendarDays aria-hidden="true" />} title={record.data?.title || record.title || t('common.untitled')} description={practicePlanWhen(record.data, formats)} />
          <PracticePlanBody data={record.data} drills={shown} />
        </>
      )}
    </PublicScreen>
  );
}
