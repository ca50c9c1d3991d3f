// A name field with its Save button (a team, an organization): Save is on once the name changed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { TextField } from './field';

export function RenameForm({ label, current, busy, onRename }: { label: string; current: string; busy: boolean; onRename: (name: string, saved: () => void) => void }) {
  const { t } = useTranslation();
  // null while the coach has not typed: the field shows the current name.
  const [name, setName] = useState<string | null>(null);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!name?.trim()) return;
        onRename(name.trim(), () => setName(null));
      }}
    >
      <div className="min-w-56 flex-1">
        <TextField label={label} value={name ?? current} onChange={(event) => setName(event.target.value)} required />
      </div>
      <Button type="submit" color="primary" loading={busy} disabled={name === null || !name.trim() || name === current}>
        {t('common.save')}
      </Button>
    </form>
  );
}
