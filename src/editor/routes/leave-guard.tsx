// Leaving with unsaved changes asks first: the browser's own question on closing the page, the
// editor's dialog on going elsewhere in the app.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationType, useBlocker } from 'react-router';
import { ConfirmDialog } from '../../ui/dialog';
import type { Editor } from '../store/editor-store';
import { playEditorPath } from './play-document';

export function LeaveGuard({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const dirty = useDirty(editor);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  // Read from the store, not this render: a save followed at once by navigation must not be blocked.
  // An editor address replaced by another is the open play renamed (server id, conflict copy), not leaving.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      editor.state.dirty && currentLocation.pathname !== nextLocation.pathname && !(historyAction === NavigationType.Replace && nextLocation.pathname.startsWith(playEditorPath(''))),
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('editor.route.leaveTitle')}
      description={t('editor.route.leaveDetail')}
      confirmLabel={t('editor.route.leave')}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}

function useDirty(editor: Editor): boolean {
  const [dirty, setDirty] = useState(editor.state.dirty);
  useEffect(() => editor.store.subscribe((state) => setDirty(state.dirty)), [editor]);
  return dirty;
}
