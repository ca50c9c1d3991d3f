// The play's drafts (issue 20): one written at every change, so a page closed right after loses
// nothing; one newer than the play opened is offered back.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/dialog';
import { draftKey, readDraft, removeDraft, writeDraft, type PlayDraft } from '../draft';
import { takeRestoreAfterSignIn } from '../session-expired';
import type { Editor } from '../store/editor-store';

/** Writes the drafts; answers the draft offered back (if any) and the way to look for one. */
export function useDrafts(editor: Editor): { draft: PlayDraft | null; offerDraft: (key: string, newerThan: number) => Promise<void>; closeDraft: () => void } {
  const [draft, setDraft] = useState<PlayDraft | null>(null);
  const offerDraft = useCallback(async (key: string, newerThan: number) => {
    // Kept when the coach signed in again after the session ended: theirs without asking. The mark
    // is taken even when the draft is gone (the refused save went through since), never left behind.
    const keptAtSignIn = takeRestoreAfterSignIn(key);
    const found = await readDraft(key);
    if (found && keptAtSignIn) restoreDraft(editor, found);
    else if (found && found.savedAt > newerThan) setDraft(found);
  }, [editor]);
  useEffect(
    () =>
      editor.store.subscribe((state, previous) => {
        if (state.doc === previous.doc || !state.dirty) return;
        void writeDraft({ key: draftKey(state.meta.playId), doc: state.doc, meta: state.meta, savedAt: Date.now() });
      }),
    [editor],
  );
  return { draft, offerDraft, closeDraft: useCallback(() => setDraft(null), []) };
}

/** The play as the coach left it in `draft`, unsaved. */
function restoreDraft(editor: Editor, draft: PlayDraft): void {
  editor.load(draft.doc, draft.meta);
  editor.change(() => {}, 'never');
  editor.update((s) => void (s.dirty = true));
}

/** Offers the draft back: restored, it is the play as the coach left it (unsaved); declined, it is removed. */
export function DraftDialog({ editor, draft, onClose }: { editor: Editor; draft: PlayDraft | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <ConfirmDialog
      open={draft !== null}
      title={t('editor.route.restoreTitle')}
      description={draft ? t('editor.route.restoreDetail', { date: new Date(draft.savedAt).toLocaleString(i18n.language) }) : ''}
      confirmLabel={t('editor.route.restore')}
      confirmColor="primary"
      onConfirm={() => {
        if (draft) restoreDraft(editor, draft);
        onClose();
      }}
      onClose={() => {
        if (draft) void removeDraft(draft.key);
        onClose();
      }}
    />
  );
}
