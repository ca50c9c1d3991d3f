// The server's texts in every language but English (./en.ts, the source), each following its
// glossary (src/lib/locales/glossary/<code>.md) as the app's texts do.
import type { LanguageCode } from '../../engine/model/languages';
import type { Texts } from '../../engine/model/text-catalogs';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { pt } from './pt';

export const TRANSLATIONS: Partial<Record<Exclude<LanguageCode, 'en'>, Texts>> = { es, fr, de, it, pt };
