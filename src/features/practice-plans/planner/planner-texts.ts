// The practice planner's texts, added when a screen that uses them loads (the planner, practice
// mode, "Add to practice plan"): imported for its effect, once per chunk graph.
import { addTexts, byLanguage } from '../../../lib/i18n';
import english from '../../../lib/locales/on-demand/practice-planner.en';

addTexts(english, byLanguage(import.meta.glob(['../../../lib/locales/on-demand/practice-planner.*.ts', '!**/*.en.ts'], { import: 'default' })));
