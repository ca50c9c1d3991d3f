// The assignments screen's texts and the roster's (position names), loaded with its chunks: imported
// for this effect by the screens of this feature.
import { addTexts, byLanguage } from '../../lib/i18n';
import english from '../../lib/locales/on-demand/assignments.en';
import rosterEnglish from '../../lib/locales/on-demand/roster.en';

addTexts(english, byLanguage(import.meta.glob(['../../lib/locales/on-demand/assignments.*.ts', '!**/*.en.ts'], { import: 'default' })));
addTexts(rosterEnglish, byLanguage(import.meta.glob(['../../lib/locales/on-demand/roster.*.ts', '!**/*.en.ts'], { import: 'default' })));
