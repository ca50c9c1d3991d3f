// A save refused because the session ended (issue 15): the work is kept, and "Sign in again" comes
// back to the editor with it (session-expired.ts); "Keep editing" stays, the draft still written.
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthContext } from '../../auth/auth-context';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useEditor, useEditorState } from '../editor-context';
import { signInAgain } from '../session-expired';

export function SessionExpiredDialog() {
  const { t } = useTranslation();
  const editor = useEditor();
  const auth = useContext(AuthContext);
  const open = useEditorState((s) => s.sessionExpired);
  const close = () => editor.update((s) => void (s.sessionExpired = false));
  if (!open || !auth) return null;
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <Dialog
      open
      size="md"
      onClose={close}
      title={t('editor.session.title')}
      description={t('editor.session.detail')}
      actions={
        <>
          <Button variant="outlined" onClick={close}>
            {t('editor.session.keepEditing')}
          </Button>
          <Button color="primary" onClick={() => void signInAgain(editor, auth.beginLogin, here)} data-testid="sign-in-again">
            {t('editor.session.signInAgain')}
          </Button>
        </>
      }
    />
  );
}
