import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** The end of a dialog's form: Cancel, and the submit button (busy while the call runs). */
export function FormActions({ onCancel, submitLabel, busy, disabled }: { onCancel: () => void; submitLabel: string; busy: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 flex justify-end gap-2">
      <Button variant="outlined" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" color="primary" loading={busy} disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
