// The button of one editor command, in every editor: its label (i18n), icon, shortcut (in the
// tooltip and aria-keyshortcuts) and whether it may run all come from the command, so buttons and
// keys never disagree. Hidden where a viewer may not run it; it runs through `runCommand`.
import { useTranslation } from 'react-i18next';
import { useStore, type StoreApi } from 'zustand';
import { Button, IconButton, type ButtonProps } from '../ui/button';
import { FOCUS_ATTRIBUTE } from './focus-after';
import { ariaKeyShortcut, canRun, labelWithShortcut, runCommand, type Command, type CommandHost, type InputArg } from './commands';

/** An editor whose buttons follow its store (what may run changes with it). */
export interface CommandEditor extends CommandHost {
  readonly store: StoreApi<{ editable: boolean }>;
}

/** The command's input: left out where it takes none. */
type InputProp<I> = undefined extends I ? { input?: I } : { input: I };

export type CommandButtonProps<E extends CommandEditor, I> = {
  editor: E;
  command: Command<E, I>;
  /** The shortcut in the button's name too ("Undo (Ctrl+Z)"), not only in its tooltip. */
  withShortcut?: boolean;
  /** A button with its label written out after the icon (this look), not an icon button. */
  labelled?: Pick<ButtonProps, 'variant' | 'color' | 'size' | 'loading'> & { textClassName?: string };
  className?: string;
  iconClassName?: string;
  'data-testid'?: string;
  /** Its focus target name (focusName), where focus goes after a command (focus-after.ts). */
  focusKey?: string;
  /** After the command ran from this button (where focus goes next, focusAfter). */
  onRan?: () => void;
} & InputProp<I>;

export function CommandButton<E extends CommandEditor, I>(props: CommandButtonProps<E, I>) {
  const { editor, command, withShortcut = false, labelled, className, iconClassName = 'size-4', 'data-testid': testId, focusKey, onRan } = props;
  const { t } = useTranslation();
  const enabled = useStore(editor.store, () => canRun(editor, command));
  const allowed = useStore(editor.store, (s) => s.editable || command.viewer);
  const label = t(command.labelKey);
  const tooltip = labelWithShortcut(label, command.shortcut, t);
  const shared = {
    className,
    hidden: !allowed,
    disabled: !enabled,
    // A written-out label needs a tooltip only for its shortcut.
    title: labelled && !command.shortcut ? undefined : tooltip,
    'aria-keyshortcuts': command.shortcut && ariaKeyShortcut(command.shortcut),
    'data-testid': testId,
    [FOCUS_ATTRIBUTE]: focusKey,
    onClick: () => {
      if (runCommand(editor, command, ...([(props as { input?: I }).input] as InputArg<I>))) onRan?.();
    },
  };
  const Icon = command.icon;
  const icon = Icon && <Icon className={iconClassName} />;
  if (labelled) {
    const { textClassName, ...look } = labelled;
    return (
      <Button {...look} {...shared} startIcon={icon}>
        <span className={textClassName}>{label}</span>
      </Button>
    );
  }
  return (
    <IconButton {...shared} label={withShortcut ? tooltip : label}>
      {icon}
    </IconButton>
  );
}
