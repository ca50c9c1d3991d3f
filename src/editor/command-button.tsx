// A toolbar or panel button that runs one editor command: its label (i18n), icon, shortcut and
// whether it is enabled all come from the command, so buttons and keys never disagree.
import { useTranslation } from 'react-i18next';
import { canRun, labelWithShortcut } from '../editor-kit/commands';
import { IconButton } from '../ui/button';
import { useEditor, useEditorState } from './editor-context';
import { command, runCommand, type CommandInput } from './store/commands';

export function useCommandLabel(id: string, withShortcut = false): string {
  const { t } = useTranslation();
  const found = command(id);
  const label = t(found.labelKey);
  return withShortcut ? labelWithShortcut(label, found.shortcut) : label;
}

/** Whether the command may run now; re-renders only when that changes. */
export function useCanRun(id: string): boolean {
  const editor = useEditor();
  return useEditorState(() => canRun(editor, command(id)));
}

export function CommandButton({ id, input, withShortcut = false, className, iconClassName = 'size-4' }: { id: string; input?: CommandInput; withShortcut?: boolean; className?: string; iconClassName?: string }) {
  const editor = useEditor();
  const found = command(id);
  const label = useCommandLabel(id, withShortcut);
  const enabled = useCanRun(id);
  const allowed = useEditorState((s) => s.editable || found.viewer);
  const Icon = found.icon;
  return (
    <IconButton label={label} className={className} hidden={!allowed} disabled={!enabled} onClick={() => runCommand(editor, id, input)}>
      {Icon && <Icon className={iconClassName} />}
    </IconButton>
  );
}
