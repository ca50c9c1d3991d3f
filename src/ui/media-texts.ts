// The media texts, loaded with the media screens and pickers (not the first page's bundle).
import { addTexts, byLanguage } from '../lib/i18n';
import english from '../lib/locales/on-demand/media.en';

addTexts(english, byLanguage(import.meta.glob(['../lib/locales/on-demand/media.*.ts', '!**/*.en.ts'], { import: 'default' })));
