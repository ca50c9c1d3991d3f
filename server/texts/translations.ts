// The server's texts in every language but English (./en.ts, the source), each following its
// glossary (src/lib/locales/glossary/<code>.md) as the app's texts do.
import type { LanguageCode } from '../../engine/model/languages';
import type { Texts } from '../../engine/model/text-catalogs';
import { ar } from './ar';
import { de } from './de';
import { el } from './el';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { lt } from './lt';
import { pt } from './pt';
import { ru } from './ru';
import { sr } from './sr';
import { tr } from './tr';
import { zh } from './zh';

export const TRANSLATIONS: Readonly<Record<Exclude<LanguageCode, 'en'>, Texts>> = { ar, es, fr, de, it, pt, el, tr, ru, sr, lt, zh };
