// A practice plan opened from its share link, by anyone (spec §2): the same body as the signed-in
// detail, without links to the drills (they are not shared with it).
import { CalendarDays } from 'lucide-react';
import { useParams } from 'react-router';
import { useSharedItem } from '../../../api/share/get-shared-item';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/card';
import { PublicScreen } from '../../../ui/public-screen';
import type { PracticePlanRecord } from '../../../api/practice-plans/keys';
import { PracticePlanBody, practicePlanWhen } from '../components/practice-plan-body';
import { PrintButton } from '../../../print/print-button';
import { printPracticePlan } from '../../../print/print-content';

export default function PublicPracticePlanRoute() {
  const { token = '' } = useParams();
  const shared = useSharedItem<PracticePlanRecord>('practice-plan', token);
  const { t, i18n } = useTranslation();
  return (
    <PublicScreen shared={shared} actions={(record) => <PrintButton source={printPracticePlan(record.data?.title || record.title, record.data)} />}>
      {(record) => (
        <>
          <PageHeader
            icon={<CalendarDays aria-hidden="true" />}
            title={record.data?.title || record.title || t('common.untitled')}
            description={practicePlanWhen(record.data, i18n.language)}
          />
          <PracticePlanBody data={record.data} />
        </>
      )}
    </PublicScreen>
  );
}
