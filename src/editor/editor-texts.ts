// The play editor's texts, loaded with its chunk (not the first page's bundle): imported for this
// effect by the editor's one entry (routes/editor-route.tsx), and by tests of its parts.
import { addTexts, byLanguage } from '../lib/i18n';
import english from '../lib/locales/on-demand/editor.en';

addTexts(english, byLanguage(import.meta.glob(['../lib/locales/on-demand/editor.*.ts', '!**/*.en.ts'], { import: 'default' })));
