// The texts of a player's study screens (issue 35), loaded with their chunks: imported for this effect by each screen.
import { addTexts, byLanguage } from '../../lib/i18n';
import english from '../../lib/locales/on-demand/study.en';

addTexts(english, byLanguage(import.meta.glob(['../../lib/locales/on-demand/study.*.ts', '!**/*.en.ts'], { import: 'default' })));
