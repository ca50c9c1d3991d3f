// What a document editor's toolbar says of the save, and its notices (playbook, rotation,
// practice plan): the same words and timing in each.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore, type StoreApi } from 'zustand';
import { addTexts, byLanguage } from '../lib/i18n';
import { messageText, type DocumentNotice as DocumentNoticeValue } from './document-editor';
import english from '../lib/locales/on-demand/document-editor.en';

addTexts(english, byLanguage(import.meta.glob(['../lib/locales/on-demand/document-editor.*.ts', '!**/*.en.ts'], { import: 'default' })));

/** How long a notice stays. */
const NOTICE_MS = 6000;

/** "Saving…", "Unsaved changes", "Not synced" or "Saved", as the play editor says them. */
export function DocumentSaveState({ store, notSynced }: { store: StoreApi<{ saving: boolean; dirty: boolean }>; notSynced: boolean }) {
  const { t } = useTranslation();
  const saving = useStore(store, (s) => s.saving);
  const dirty = useStore(store, (s) => s.dirty);
  const text = t(`documentEditor.saveState.${saving ? 'saving' : dirty ? 'unsaved' : notSynced ? 'notSynced' : 'saved'}`);
  return (
    <span className="px-2 text-xs text-muted" role="status" data-testid="save-state">
      {text}
    </span>
  );
}

interface DocumentNoticeState {
  notice: DocumentNoticeValue | null;
}

/** The editor's latest notice, gone after a while; `width` matches the screen's. */
export function DocumentNotice({ store, width }: { store: StoreApi<DocumentNoticeState>; width: 'max-w-6xl' | 'max-w-7xl' }) {
  const { t } = useTranslation();
  const notice = useStore(store, (s) => s.notice);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => store.setState({ notice: null }), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [store, notice]);
  return (
    <div aria-live="polite" className={`mx-auto ${width} px-3 sm:px-4`}>
      {notice && (
        <p role={notice.tone === 'error' ? 'alert' : 'status'} className={notice.tone === 'error' ? 'mt-3 rounded-card bg-error-soft p-3 text-sm text-error' : 'mt-3 rounded-card bg-info-soft p-3 text-sm text-info'}>
          {messageText(t, notice)}
        </p>
      )}
    </div>
  );
}
