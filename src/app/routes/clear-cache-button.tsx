// "Clear the cache" of the route error screen (spec §2; issue 28): local storage, the browser's
// caches, the service worker and the persisted query cache, then a reload. A coach's changes not on
// the server yet are never dropped silently: the button says how many there are first, and offers
// to send them (waiting for the connection when offline), to clear anyway, or to stop.
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../data/offline';
import { forgetCachedData, queueSettled, unsyncedChangeCount } from '../../data/query-client';
import { clearCacheAndReload } from '../../lib/clear-cache';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { resumeQueue } from '../offline';

type Step = { kind: 'idle' } | { kind: 'asking'; count: number } | { kind: 'sending'; count: number } | { kind: 'notSent'; count: number } | { kind: 'clearing' };

export function ClearCacheButton() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const online = useOnline();
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  const clear = async () => {
    setStep({ kind: 'clearing' });
    await forgetCachedData(client).catch((error: unknown) => console.warn('Could not clear the offline cache', error));
    await clearCacheAndReload();
  };
  const start = async () => {
    setStep({ kind: 'clearing' });
    const count = await unsyncedChangeCount(client);
    if (count === 0) await clear();
    else setStep({ kind: 'asking', count });
  };
  const sendFirst = async (count: number) => {
    setStep({ kind: 'sending', count });
    // Offline, the queue runs by itself once the connection is back (app/offline.tsx watchConnection).
    if (onlineManager.isOnline()) void resumeQueue(client);
    await queueSettled(client);
    const left = await unsyncedChangeCount(client);
    if (left === 0) await clear();
    else setStep({ kind: 'notSent', count: left });
  };

  const asking = step.kind === 'asking' || step.kind === 'sending' || step.kind === 'notSent';
  const count = asking ? step.count : 0;
  return (
    <>
      <Button color="primary" startIcon={<RefreshCw className="size-4" aria-hidden="true" />} loading={step.kind === 'clearing'} onClick={() => void start()}>
        {t('errors.clearCache')}
      </Button>
      <Dialog
        open={asking}
        onClose={() => setStep({ kind: 'idle' })}
        title={t('errors.unsyncedTitle')}
        description={
          step.kind === 'notSent'
            ? t('errors.unsyncedNotSent', { count })
            : step.kind === 'sending' && !online
              ? t('errors.unsyncedWaiting', { count })
              : t('errors.unsyncedChanges', { count })
        }
        actions={
          <>
            <Button variant="outlined" onClick={() => setStep({ kind: 'idle' })}>
              {t('common.cancel')}
            </Button>
            <Button color="error" variant="outlined" onClick={() => void clear()}>
              {t('errors.clearAnyway')}
            </Button>
            {step.kind !== 'notSent' && (
              <Button color="primary" loading={step.kind === 'sending'} onClick={() => void sendFirst(count)}>
                {t('errors.sendFirst')}
              </Button>
            )}
          </>
        }
      />
    </>
  );
}
