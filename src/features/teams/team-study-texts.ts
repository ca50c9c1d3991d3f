// The team page's player invites and roster matches (issue 35) read the assignments catalog's
// `invite` and `match` texts: loaded with the team page's chunk, not the first page's.
import { addTexts, byLanguage } from '../../lib/i18n';
import english from '../../lib/locales/on-demand/assignments.en';

addTexts(english, byLanguage(import.meta.glob(['../../lib/locales/on-demand/assignments.*.ts', '!**/*.en.ts'], { import: 'default' })));
