// The media texts, loaded with the media screens and pickers (not the first page's bundle).
import { addTexts } from '../lib/i18n';
import english from '../lib/locales/on-demand/media.en';

addTexts(english, { ar: () => import('../lib/locales/on-demand/media.ar').then((module) => module.default) });
