// The upgrade path (issue 19): a save refused with 402 { upgrade: true } (the free plan's limit)
// opens a dialog that says which limit was reached and a way to the plans, at its first refusal
// (the save is retried as any is, spec §8, but no retry lifts a limit), once for each save.
// Mounted only when payments are configured, loaded on demand with the billing texts.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { isUpgradeRequired } from '../lib/api-error';
import { addTexts, byLanguage } from '../lib/i18n';
import english from '../lib/locales/on-demand/billing.en';
import { ConfirmDialog } from '../ui/dialog';

addTexts(english, byLanguage(import.meta.glob(['../lib/locales/on-demand/billing.*.ts', '!**/*.en.ts'], { import: 'default' })));

export default function UpgradePrompt({ client, navigate }: { client: QueryClient; navigate: (to: string) => void }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const [prompted] = useState(() => new Set<number>());
  // The free plan's play limit in the coach's words; another limit by the server's own sentence.
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || (event.action.type !== 'failed' && event.action.type !== 'error')) return;
        if (isUpgradeRequired(event.action.error) && !prompted.has(event.mutation.mutationId)) {
          prompted.add(event.mutation.mutationId);
          const limit = (event.action.error.data as { play_limit?: unknown }).play_limit;
          setMessage(typeof limit === 'number' ? t('billing.upgrade.playLimit', { limit }) : event.action.error.detail);
        }
      }),
    [client, t, prompted],
  );
  return (
    <ConfirmDialog
      open={message !== null}
      onClose={() => setMessage(null)}
      onConfirm={() => (setMessage(null), navigate('/dashboard/pick-subscription'))}
      title={t('billing.upgrade.title')}
      description={message ?? ''}
      confirmLabel={t('billing.upgrade.seePlans')}
      confirmColor="primary"
    />
  );
}
