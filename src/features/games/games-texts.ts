// The texts of the substitution manager and the season view, loaded with their chunks (not the
// first page's bundle): imported for this effect by both screens.
import { addTexts } from '../../lib/i18n';
import english from '../../lib/locales/on-demand/games.en';

addTexts(english, { ar: () => import('../../lib/locales/on-demand/games.ar').then((module) => module.default) });
