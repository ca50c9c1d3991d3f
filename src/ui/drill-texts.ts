// The drills' texts (an on-demand namespace: the drill screens, the editor's drill panel and the
// drill picker load them) and how a drill's details read.
import type { TFunction } from 'i18next';
import { DRILL_CATEGORIES, type DrillCategory } from '../../engine/model/drill-constants';
import { addTexts, byLanguage } from '../lib/i18n';
import english from '../lib/locales/on-demand/drills.en';

addTexts(english, byLanguage(import.meta.glob(['../lib/locales/on-demand/drills.*.ts', '!**/*.en.ts'], { import: 'default' })));

function isBuiltIn(category: string): category is DrillCategory {
  return (DRILL_CATEGORIES as readonly string[]).includes(category);
}

/** A category as the coach reads it: a listed one translated, one of the coach's own as typed. */
export function categoryLabel(t: TFunction, category: string): string {
  return isBuiltIn(category) ? t(`drills.categories.${category}`) : category;
}
