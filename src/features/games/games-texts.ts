// The texts of the substitution manager and the season view, loaded with their chunks (not the
// first page's bundle): imported for this effect by both screens.
import { addTexts, byLanguage } from '../../lib/i18n';
import english from '../../lib/locales/on-demand/games.en';

addTexts(english, byLanguage(import.meta.glob(['../../lib/locales/on-demand/games.*.ts', '!**/*.en.ts'], { import: 'default' })));
