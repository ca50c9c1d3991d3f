// The play editor's leave guard (editor-kit/leave-guard.tsx): an editor address replaced by another
// is the open play renamed (server id, conflict copy), not leaving.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationType } from 'react-router';
import { LeaveGuard as EditorLeaveGuard } from '../../editor-kit/leave-guard';
import type { Editor } from '../store/editor-store';
import { playEditorPath } from '../../api/plays/keys';

export function LeaveGuard({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const dirty = useDirty(editor);
  return (
    <EditorLeaveGuard
      dirty={dirty}
      isDirty={() => editor.state.dirty}
      stays={(next, _current, historyAction) => historyAction === NavigationType.Replace && next.pathname.startsWith(playEditorPath(''))}
      title={t('editor.route.leaveTitle')}
      description={t('editor.route.leaveDetail')}
      confirmLabel={t('editor.route.leave')}
    />
  );
}

function useDirty(editor: Editor): boolean {
  const [dirty, setDirty] = useState(editor.state.dirty);
  useEffect(() => editor.store.subscribe((state) => setDirty(state.dirty)), [editor]);
  return dirty;
}
