// Issue 30: everything printed speaks the coach's language. A rotation sheet, a practice sheet, a
// playbook (cover, contents, untitled chapter and play, a missing play), its call sheet and a play,
// all of Arabic content, printed with the labels the dialog sends from the shipped Arabic texts, read
// back by pdftotext: no Latin letter and no Latin digit anywhere, so no English label (and no page
// number in Western digits) reached the PDF.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDefaultPrintSettings, createEmptyPlaybookData, type PrintablePlay, type PrintSettings, type TextItem } from '../../engine';
import { createEmptyPlayData } from '../../engine/model/play-defaults';
import { tenPlayerGame } from '../../engine/print/sheet-fixtures';
import { readPrintFontFiles } from '../../workers/print/font-files-node';
import type { PrintFontFiles } from '../../workers/print/print-fonts';
import { printPdf, printPreview } from '../../workers/print/print-pdf';
import type { PrintContent } from '../../workers/print/print-request';
import arabic from '../lib/locales/on-demand/print.ar';
import english from '../lib/locales/on-demand/print.en';
import { requestOf } from './print-labels';

let fonts: PrintFontFiles;
let t: TFunction;
let tEnglish: TFunction;
beforeAll(async () => {
  fonts = await readPrintFontFiles();
  const texts = i18next.createInstance();
  await texts.init({ lng: 'ar', fallbackLng: false, resources: { ar: { translation: arabic }, en: { translation: english } }, interpolation: { escapeValue: false } });
  t = texts.getFixedT('ar');
  tEnglish = texts.getFixedT('en');
});

function pdftotext(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'print-labels-'));
  try {
    writeFileSync(join(dir, 'out.pdf'), bytes);
    return execFileSync('pdftotext', [join(dir, 'out.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A drill or play of Arabic words only: its phases' titles and notes, its description, the drill's details. */
function arabicPlay(id: string, title: string, drill?: NonNullable<PrintablePlay['data']['settings']['drill']>): PrintablePlay {
  const data = createEmptyPlayData('half');
  data.phases = [
    { ...data.phases[0]!, title: 'البداية', note: 'الثاني يمرر إلى الرابع' },
    { ...data.phases[0]!, id: 'phase_2', title: 'القطع', note: 'الأول يقطع نحو السلة' },
  ];
  data.settings.description = 'من تشكيلة القرنين';
  if (drill !== undefined) data.settings.drill = drill;
  return { id, title, type: drill === undefined ? 'play' : 'drill', data };
}

const NAMES = ['سامي', 'ليلى', 'كريم', 'هدى', 'يوسف', 'مريم', 'عمر', 'سلمى', 'زياد', 'نور'];

const contents: Record<string, PrintContent> = {
  rotation: { kind: 'rotation', rotation: { ...tenPlayerGame(), title: 'المباراة الأولى', players: tenPlayerGame().players.map((player, index) => ({ ...player, name: NAMES[index]! })) } },
  practicePlan: {
    kind: 'practicePlan',
    plan: {
      title: 'تدريب الخميس',
      date: '2026-11-26',
      startTime: '17:45',
      plannedMinutes: 40,
      location: 'الصالة الرئيسية',
      focus: 'الدفاع',
      notes: 'أحضروا شريط المباراة',
      exercises: [
        { id: 'e1', title: 'إحماء', duration: 10, drillId: null, notes: 'خطوط', coach: 'سامي' },
        { id: 'e2', title: '', duration: 15, drillId: 'd1', notes: '' },
        {
          id: 'e3',
          title: 'محطات',
          duration: 15,
          drillId: null,
          notes: '',
          stations: [
            { title: 'التسديد', minutes: 15, coach: 'ليلى', drillId: 'd2', notes: 'بدّلوا كل خمس دقائق' },
            { title: 'المراوغة', minutes: 10, drillId: null },
          ],
        },
      ],
    },
    drills: [
      arabicPlay('d1', 'تمرين الصدفة', { players: 8, equipment: ['أقماع', 'صدريات'], coachingPoints: 'اقفز نحو الكرة مع كل تمريرة' }),
      arabicPlay('d2', 'تسديد الشكل', { players: 4, equipment: ['كرات'], coachingPoints: 'المرفق تحت الكرة' }),
    ],
  },
};

function playbookContent(): PrintContent {
  const playbook = createEmptyPlaybookData();
  playbook.settings.cover = { show: true, title: 'خطط الموسم', subtitle: 'الفريق الأول', imageUrl: null };
  playbook.settings.description = 'خططنا للملعب النصفي';
  playbook.chapters = [
    {
      title: 'الهجوم المبكر',
      objects: [{ type: 'play', play_id: 'p1' }, { type: 'play', play_id: 'p2' }, { type: 'play', play_id: 'gone' }, { type: 'text', text: 'استعملوها في الدقيقة الأخيرة' }],
    },
    // Untitled: the chapter's number in the coach's words and digits.
    { title: '', objects: [{ type: 'play', play_id: 'p3' }] },
  ];
  return { kind: 'playbook', playbook, plays: [arabicPlay('p1', 'القرنان'), arabicPlay('p2', ''), arabicPlay('p3', 'السحّاب')] };
}

const settings = createDefaultPrintSettings();
const callSheet: PrintSettings = { ...settings, playLayout: { ...settings.playLayout, callSheet: true } };

describe('printed labels in the coach’s language (issue 30)', () => {
  const cases: [string, () => PrintContent, PrintSettings, string[]][] = [
    ['a rotation sheet and substitution card', () => contents.rotation!, settings, ['اللاعب', 'الدقائق', 'التبديلات', 'دقيقة', 'دخول', 'خروج', 'في الملعب']],
    ['a practice sheet, a station running a drill', () => contents.practicePlan!, settings, ['المجموع', 'التركيز', 'المدرب', 'اللاعبون', 'الأدوات', 'نقاط تدريبية', 'بدّلوا كل خمس دقائق']],
    ['a playbook: cover, contents, an untitled chapter and play, a missing play', playbookContent, settings, ['المحتويات', 'الفصل', 'خطة بلا عنوان', 'هذه الخطة لم تعد متاحة', 'خططنا للملعب النصفي']],
    ['a playbook’s call sheet', playbookContent, callSheet, ['الفصل', 'خطة بلا عنوان', 'القرنان']],
    ['a play', () => ({ kind: 'play', play: arabicPlay('p1', 'القرنان') }), settings, ['القرنان', 'البداية', 'من تشكيلة القرنين']],
  ];
  for (const [what, content, printSettings, words] of cases) {
    it(`prints ${what} in Arabic with no English label and no Western digit`, async () => {
      const request = requestOf(content(), printSettings, 'rtl', 'ar', t);
      const text = pdftotext(await printPdf(request, fonts));
      for (const word of words) expect(text, word).toContain(word);
      expect(text.match(/[A-Za-z]+/g), 'Latin letters').toBeNull();
      expect(text.match(/[0-9]+/g), 'Western digits').toBeNull();
      // Page numbers (and the contents' page numbers) in Arabic-Indic digits.
      const { layout } = await printPreview(request, fonts, Number.POSITIVE_INFINITY);
      const numbers = layout.pages.flatMap((page) => page.items.filter((item): item is TextItem => item.kind === 'text' && item.role === 'pageNumber'));
      expect(numbers.length).toBeGreaterThan(0);
      for (const number of numbers) expect(number.text).toMatch(/^[٠-٩]+$/);
      for (const line of layout.pages.flatMap((page) => page.items.filter((item): item is TextItem => item.kind === 'text' && item.targetPage !== undefined))) expect(line.targetLabel).toMatch(/^[٠-٩]+$/);
    });
  }

  it('the same checks find the English labels when the English texts are sent', async () => {
    const text = pdftotext(await printPdf(requestOf(contents.rotation!, settings, 'ltr', 'en', tEnglish), fonts));
    expect(text).toMatch(/Minutes/);
    expect(text).toMatch(/[0-9]/);
  });
});
