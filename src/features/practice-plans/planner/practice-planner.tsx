// The practice planner's route (`practice-planner?practice_plan_id=<id>`, spec §2, issue 17): loads
// the plan, brings it to the latest model (engine migrations, in the engine worker, so the engine's
// models stay out of this chunk) and opens the planner, read-only for the team's viewers. A missing
// or damaged plan is an error screen with the way back; leaving with unsaved changes asks first.
// Built as the playbook editor's route is (features/playbooks/editor/playbook-editor.tsx).
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { usePracticePlan } from '../../../api/practice-plans/get-practice-plan';
import { DocumentBoundary, DocumentErrorScreen, DocumentLeaveGuard } from '../../../editor-kit/document-frame';
import { useOpenedDocument } from '../../../editor-kit/use-opened-document';
import type { PracticePlanData } from '../../../../engine/model/practice-plan';
import { Spinner } from '../../../ui/spinner';
import type { DrillPicker } from './drill-picker';
import { PlannerScreen } from './planner-screen';
import { PracticePlanEditor } from './practice-plan-store';
import { usePracticePlanSave } from './use-practice-plan-save';
import './planner-texts';

const PLANS_PATH = '/dashboard/practice-plans';

export default function PracticePlannerRoute({ DrillPicker }: { DrillPicker?: DrillPicker }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const practicePlanId = params.get('practice_plan_id');
  if (!practicePlanId) return <PlannerErrorScreen title={t('practicePlanner.errors.notOpened')} message={t('practicePlanner.errors.noPlan')} />;
  return <OpenPlan practicePlanId={practicePlanId} DrillPicker={DrillPicker} />;
}

function OpenPlan({ practicePlanId, DrillPicker }: { practicePlanId: string; DrillPicker?: DrillPicker }) {
  const { t } = useTranslation();
  const query = usePracticePlan(practicePlanId);
  const opening = useOpenedDocument({
    id: practicePlanId,
    query,
    migrate: (engine, data) => engine.migratePracticePlan(data),
    create: (record, data: PracticePlanData) => new PracticePlanEditor(data, { practicePlanId: record.practice_plan_id, teamId: record.team_id, version: record.version ?? null }),
    recordId: (record) => record.practice_plan_id,
    editorId: (editor) => editor.state.meta.practicePlanId,
  });
  if (opening.kind === 'loading') return <Spinner fullScreen />;
  if (opening.kind === 'error') return <PlannerErrorScreen title={t(`practicePlanner.errors.${opening.title}`)} message={opening.message ?? t('practicePlanner.errors.offline')} />;
  return (
    <DocumentBoundary stopped={(error) => <StoppedScreen error={error} />}>
      <LoadedPlanner editor={opening.editor} notSynced={opening.notSynced} DrillPicker={DrillPicker} />
    </DocumentBoundary>
  );
}

function LoadedPlanner({ editor, notSynced, DrillPicker }: { editor: PracticePlanEditor; notSynced: boolean; DrillPicker?: DrillPicker }) {
  const { t } = useTranslation();
  const save = usePracticePlanSave(editor);
  const practicePlanId = useStore(editor.store, (s) => s.meta.practicePlanId);
  return (
    <>
      <PlannerScreen editor={editor} save={save} notSynced={notSynced} backTo={`/dashboard/practice-plan/${encodeURIComponent(practicePlanId)}`} DrillPicker={DrillPicker} />
      <DocumentLeaveGuard store={editor.store} title={t('practicePlanner.leave.title')} description={t('practicePlanner.leave.detail')} confirmLabel={t('practicePlanner.leave.confirm')} />
    </>
  );
}

function PlannerErrorScreen({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  return <DocumentErrorScreen title={title} message={message} backTo={PLANS_PATH} backLabel={t('practicePlanner.errors.backToPlans')} testId="practice-planner-error" />;
}

function StoppedScreen({ error }: { error: Error }) {
  const { t } = useTranslation();
  return <PlannerErrorScreen title={t('practicePlanner.errors.stopped')} message={error.message} />;
}
