// The conflict notice (spec §4 "Offline"): when a stale save is kept as a conflict copy, the data
// layer says so through onPlayConflictCopy and the app tells the coach; the data layer shows nothing.
import { onPlayConflictCopy } from '../api/plays/update-play';
import { i18next } from '../lib/i18n';
import { notify } from '../ui/notifications';

let unsubscribe: (() => void) | undefined;

/** Starts telling the coach about conflict copies, once however often it is called. */
export function showConflictNotices(): () => void {
  unsubscribe ??= onPlayConflictCopy(({ title, copy }) => {
    notify(i18next.t('offline.conflictCopy', { title, copy: copy.title }), 'warning');
  });
  return () => {
    unsubscribe?.();
    unsubscribe = undefined;
  };
}
