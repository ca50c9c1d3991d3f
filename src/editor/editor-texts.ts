// The play editor's texts, loaded with its chunk (not the first page's bundle): imported for this
// effect by the editor's one entry (routes/editor-route.tsx), and by tests of its parts.
import { addTexts } from '../lib/i18n';
import english from '../lib/locales/on-demand/editor.en';

addTexts(english, { ar: () => import('../lib/locales/on-demand/editor.ar').then((module) => module.default) });
