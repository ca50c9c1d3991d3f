// What every printed document's layout starts and ends with (issue 14): a page flow over the
// settings' paper, and the pages numbered (and mirrored right to left) at the end; and the labels
// the page sends as texts, `{name}` filled in here. Shared by layout.ts and the sheets (issue 30).
import type { PrintSettings } from '../model/print-settings';
import { localizeDigits, type PracticeLocale } from '../practice/formats';
import { PageFlow, mirrorPages, numberPages } from './flow';
import type { ContentsEntry, PrintDirection, PrintLayout } from './items';
import { ESTIMATED_TEXT, pageFrame, type PageOrientation, type TextMeasurer } from './page';

export interface LayoutOptions {
  /** How text wraps; the estimate by default, the PDF writer's real font later. */
  measure?: TextMeasurer;
  /** 'rtl' for Arabic: the pages mirrored (spec §4: Arabic forces rtl). */
  direction?: PrintDirection;
  /** The coach's language: numbers the layout writes (page numbers, the contents' pages) in its digits (Arabic-Indic in Arabic). */
  locale?: PracticeLocale;
  /** The paper turned or not (portrait by default); plays and playbooks resolve their settings' 'auto' (layout.ts). */
  orientation?: PageOrientation;
}

export function startFlow(settings: PrintSettings, options: LayoutOptions): PageFlow {
  return new PageFlow(pageFrame(settings, options.orientation), options.measure ?? ESTIMATED_TEXT);
}

export function finishLayout(flow: PageFlow, options: LayoutOptions, contents: ContentsEntry[] = []): PrintLayout {
  if (flow.pages.length === 0) flow.newPage();
  const digits = (value: number) => localizeDigits(String(value), options.locale ?? 'en');
  numberPages(flow.pages, flow.frame, digits);
  // The contents' page numbers, as printed at the ends of their lines.
  for (const page of flow.pages) {
    for (const item of page.items) if (item.kind === 'text' && item.targetPage !== undefined && item.targetPage > 0) item.targetLabel = digits(item.targetPage);
  }
  const direction = options.direction ?? 'ltr';
  if (direction === 'rtl') mirrorPages(flow.pages);
  return { direction, orientation: options.orientation ?? 'portrait', pages: flow.pages, contents };
}

/** `template` with each `{name}` of `values` filled in; other braces stay as they are. */
export function fillLabel(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}
