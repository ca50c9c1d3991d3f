// The classic view's texts, loaded with its screens (not the first page's bundle): imported for this
// effect by every module that uses them.
import { addTexts, byLanguage } from '../../../lib/i18n';
import english from '../../../lib/locales/on-demand/playbook-view.en';

addTexts(english, byLanguage(import.meta.glob(['../../../lib/locales/on-demand/playbook-view.*.ts', '!**/*.en.ts'], { import: 'default' })));
