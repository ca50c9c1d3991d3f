// The practice planner's route (`practice-planner?practice_plan_id=<id>`, spec §2, issue 17): loads
// the plan, brings it to the latest model (engine migrations, in the engine worker, so the engine's
// models stay out of this chunk) and opens the planner, read-only for the team's viewers. A missing
// or damaged plan is an error screen with the way back; leaving with unsaved changes asks first.
// Built as the playbook editor's route is (features/playbooks/editor/playbook-editor.tsx).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { usePracticePlan } from '../../../api/practice-plans/get-practice-plan';
import type { PracticePlanRecord } from '../../../api/practice-plans/keys';
import { useCanEditTeam } from '../../../api/teams/get-teams';
import { isTemporaryId } from '../../../data/offline';
import { DocumentBoundary, DocumentErrorScreen, DocumentLeaveGuard } from '../../../editor-kit/document-frame';
import { errorText } from '../../../lib/api-error';
import type { PracticePlanData } from '../../../../engine/model/practice-plan';
import { createEngineClient } from '../../../../workers/engine-client';
import { neverOpenedOffline } from '../../../ui/detail-screen';
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

type Opened = { kind: 'editor'; editor: PracticePlanEditor } | { kind: 'error'; practicePlanId: string; message: string };

function editorFor(record: PracticePlanRecord, data: PracticePlanData, editable: boolean): Opened {
  const editor = new PracticePlanEditor(data, { practicePlanId: record.practice_plan_id, teamId: record.team_id, version: record.version ?? null });
  editor.update((s) => void (s.editable = editable));
  return { kind: 'editor', editor };
}

/** Saved on this device and not yet on the server: what the cache holds is the latest. */
const holdsQueuedChanges = (record: PracticePlanRecord) => record.synced === false || isTemporaryId(record.practice_plan_id);

const openedId = (opened: Opened) => (opened.kind === 'editor' ? opened.editor.state.meta.practicePlanId : opened.practicePlanId);

function OpenPlan({ practicePlanId, DrillPicker }: { practicePlanId: string; DrillPicker?: DrillPicker }) {
  const { t } = useTranslation();
  const query = usePracticePlan(practicePlanId);
  const canEditTeam = useCanEditTeam();
  const record = query.data;
  const editable = record ? canEditTeam(record.team_id) : false;
  const engine = useMemo(() => createEngineClient(), []);
  useEffect(() => () => engine.dispose(), [engine]);
  // Opened once per plan, from the server's latest unless offline or holding saves not sent yet.
  const [opened, setOpened] = useState<Opened | null>(null);
  const opening = useRef<string | null>(null);
  const latest = record && (query.fetchStatus !== 'fetching' || holdsQueuedChanges(record));
  useEffect(() => {
    if (!record || !latest || opening.current === practicePlanId || (opened && openedId(opened) === practicePlanId)) return;
    opening.current = practicePlanId;
    engine.migratePracticePlan(record.data).then(
      (data) => setOpened(editorFor(record, data, editable)),
      (error: unknown) => setOpened({ kind: 'error', practicePlanId: record.practice_plan_id, message: errorText(error) }),
    );
  }, [engine, record, latest, opened, practicePlanId, editable]);
  const editor = opened?.kind === 'editor' && openedId(opened) === practicePlanId ? opened.editor : null;

  useEffect(() => {
    if (editor && editor.state.editable !== editable) editor.update((s) => void (s.editable = editable));
  }, [editor, editable]);

  if (!record) {
    if (neverOpenedOffline(query)) return <PlannerErrorScreen title={t('practicePlanner.errors.notOpened')} message={t('practicePlanner.errors.offline')} />;
    if (query.isPending) return <Spinner fullScreen />;
    return <PlannerErrorScreen title={t('practicePlanner.errors.notOpened')} message={errorText(query.error)} />;
  }
  if (opened?.kind === 'error') return <PlannerErrorScreen title={t('practicePlanner.errors.damaged')} message={opened.message} />;
  if (!editor) return <Spinner fullScreen />;
  return (
    <DocumentBoundary stopped={(error) => <StoppedScreen error={error} />}>
      <LoadedPlanner editor={editor} notSynced={holdsQueuedChanges(record)} DrillPicker={DrillPicker} />
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
