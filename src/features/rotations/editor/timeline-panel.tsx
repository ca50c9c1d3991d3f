// The timeline card: "Plan fair minutes", what the plan could not meet, and the grid.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { CommandButton } from '../../../editor-kit/command-button';
import { runCommand } from '../../../editor-kit/commands';
import { Card } from '../../../ui/card';
import { RotationTimeline, type TimelineActions } from '../components/rotation-timeline';
import { rotationCommands } from './commands';
import { PlanUnmet } from './plan-unmet';
import type { RotationEditor } from './rotation-store';
import { useRotationCheck } from './use-rotation-check';

export function TimelinePanel({ editor }: { editor: RotationEditor }) {
  const { t } = useTranslation();
  const data = useStore(editor.store, (s) => s.doc.data);
  const editable = useStore(editor.store, (s) => s.editable);
  const check = useRotationCheck(editor);
  const actions = useMemo<TimelineActions | undefined>(
    () =>
      editable
        ? {
            addStint: (stint) => runCommand(editor, rotationCommands.addStint, { stint }),
            setStint: (index, span) => runCommand(editor, rotationCommands.setStint, { index, span }),
            removeStint: (index) => runCommand(editor, rotationCommands.removeStint, { index }),
            toggleLock: (index) => runCommand(editor, rotationCommands.toggleLock, { index }),
          }
        : undefined,
    [editor, editable],
  );
  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h2 className="flex-1 font-semibold">{t('rotationEditor.timeline.heading')}</h2>
        {editable && (
          <CommandButton editor={editor} command={rotationCommands.planFairMinutes} labelled={{ variant: 'contained', color: 'primary' }} className="min-h-11" />
        )}
      </div>
      <PlanUnmet editor={editor} />
      {editable && <p className="mb-3 text-xs text-muted">{t('rotationEditor.timeline.help')}</p>}
      <RotationTimeline data={data} check={check} actions={actions} />
    </Card>
  );
}
