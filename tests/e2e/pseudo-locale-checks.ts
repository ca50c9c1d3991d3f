// The pseudo-locale walk's checks (issue 34), run on a screen in the pseudo-locale
// (engine/model/pseudo-locale.ts: each letter accented, each vowel twice): a word shown in plain
// ASCII letters is a text that did not go through i18n (the walk's records are named with a letter
// outside ASCII in each word, dates and units come from Intl); and a layout that does not take the
// longer texts shows as the page scrolling sideways, text cut off inside its box or running out of
// it, or controls overlapping.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { LANGUAGES } from '../../engine/model/languages';
import type { Walk } from './accessibility-walk';

/** Plain-ASCII words a screen may show: the brand, and each language's own name (the language picker). */
const ALLOWED = ['Courtside', ...LANGUAGES.flatMap((language) => language.label.split(' '))];

interface Finding {
  what: string;
  where: string;
}

/** What on the open page did not go through i18n, or does not fit (see the file's comment). */
function findings(page: Page, allowed: string[]): Promise<Finding[]> {
  return page.evaluate((allowedWords) => {
    const found: { what: string; where: string }[] = [];
    const describe = (element: Element) => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== document.body && parts.length < 4; node = node.parentElement) {
        const id = node.getAttribute('data-testid') ?? node.getAttribute('aria-label');
        parts.unshift(`${node.tagName.toLowerCase()}${id ? `[${id}]` : ''}`);
      }
      const text = (element.textContent ?? '').trim() || element.getAttribute('name') || element.getAttribute('type') || '';
      return `${parts.join(' > ')}${text ? ` "${text.slice(0, 30)}"` : ''}`;
    };
    // Words Intl writes in English (the pseudo-locale formats as English): months, weekdays, day periods, units.
    const intlWords = new Set<string>();
    const addParts = (parts: Intl.DateTimeFormatPart[] | Intl.NumberFormatPart[]) => {
      for (const part of parts) for (const word of part.value.match(/\p{L}+/gu) ?? []) intlWords.add(word);
    };
    for (let month = 0; month < 12; month++) {
      for (const style of ['long', 'short', 'narrow'] as const) {
        const day = new Date(Date.UTC(2026, month, 1 + (month % 7), 9 + month));
        addParts(new Intl.DateTimeFormat('en', { month: style, weekday: style, hour: 'numeric', dayPeriod: style }).formatToParts(day));
        addParts(new Intl.DateTimeFormat('en', { hour: 'numeric', minute: 'numeric', hour12: true }).formatToParts(day));
      }
    }
    for (const unit of ['minute', 'second', 'hour', 'megabyte', 'kilobyte', 'gigabyte', 'byte'])
      for (const unitDisplay of ['short', 'long', 'narrow'] as const) addParts(new Intl.NumberFormat('en', { style: 'unit', unit, unitDisplay }).formatToParts(2));
    // Relative days ("in 3 days", "yesterday"): a due date's distance.
    for (const numeric of ['auto', 'always'] as const)
      for (const unit of ['day', 'week', 'month', 'year'] as const)
        for (const value of [-2, -1, 0, 1, 2]) addParts(new Intl.RelativeTimeFormat('en', { numeric }).formatToParts(value, unit));
    const allowedSet = new Set([...allowedWords, ...intlWords]);
    // Shown: not hidden, and not clipped to nothing (a text only for screen readers: Tailwind's sr-only).
    const visible = (element: Element) => {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    const readOnly = (element: Element) => element.closest('.sr-only') !== null;
    // E-mail addresses and links are records, not texts.
    const leaks = (text: string) =>
      (text.replace(/\S+@\S+\.\S+|https?:\/\/\S*/g, ' ').match(/\p{L}+/gu) ?? []).filter((word) => /^[A-Za-z]{2,}$/.test(word) && !allowedSet.has(word));

    // Texts shown, and the names and hints read out or shown in fields.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Code is an address or a path the coach typed (the not-found screen's), not a text.
      if (!parent || parent.closest('script, style, noscript, code') || !(visible(parent) || readOnly(parent))) continue;
      const words = leaks(node.textContent ?? '');
      if (words.length) found.push({ what: `text "${node.textContent?.trim().slice(0, 80)}" (${words.join(', ')})`, where: describe(parent) });
    }
    for (const element of document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
      if (!visible(element)) continue;
      for (const attribute of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = element.getAttribute(attribute);
        const words = value ? leaks(value) : [];
        if (words.length) found.push({ what: `${attribute} "${value!.slice(0, 80)}" (${words.join(', ')})`, where: describe(element) });
      }
    }

    // The page does not scroll sideways.
    const page = document.scrollingElement ?? document.documentElement;
    if (page.scrollWidth > window.innerWidth + 1) {
      // Named by the outermost elements that reach past the window's edge.
      const past = Array.from(document.body.querySelectorAll('*')).filter((element) => visible(element) && element.getBoundingClientRect().right > window.innerWidth + 1);
      const outermost = past.filter((element) => !past.some((other) => other !== element && other.contains(element))).slice(0, 3);
      found.push({ what: `the page is ${page.scrollWidth} px wide in a ${window.innerWidth} px window`, where: outermost.map(describe).join(', ') || 'html' });
    }

    // Text cut off in its box (clipped, not ended by an ellipsis) or running out of it.
    for (const element of document.body.querySelectorAll('*')) {
      const hasText = Array.from(element.childNodes).some((child) => child.nodeType === Node.TEXT_NODE && child.textContent!.trim() !== '');
      if (!hasText || !(element instanceof HTMLElement) || !visible(element) || readOnly(element)) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline' || element.clientWidth === 0) continue;
      const over = element.scrollWidth - element.clientWidth;
      if (over <= 1) continue;
      // Lists and fields that scroll sideways on purpose.
      if (['auto', 'scroll'].includes(style.overflowX) || element.matches('input, textarea, select, pre, code')) continue;
      if (style.textOverflow === 'ellipsis') continue;
      const how = ['hidden', 'clip'].includes(style.overflowX) ? 'cut off' : 'runs out of its box';
      found.push({ what: `text "${element.textContent?.trim().slice(0, 60)}" ${how} by ${over} px`, where: describe(element) });
    }

    // Controls overlapping: two that neither holds the other, in the dialog when one is open.
    const scope = document.querySelector('[role=dialog]') ?? document.body;
    const controls = Array.from(scope.querySelectorAll('button, a[href], input, select, textarea, [role=button], [role=tab], [role=menuitem], [role=checkbox], [role=switch]')).filter(
      (element) => visible(element) && !readOnly(element),
    );
    // Each control's box as far as it is seen: cut by every ancestor that clips or scrolls its content.
    const seenBox = (element: Element) => {
      let { left, top, right, bottom } = element.getBoundingClientRect();
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflow === 'visible') continue;
        const box = node.getBoundingClientRect();
        [left, top, right, bottom] = [Math.max(left, box.left), Math.max(top, box.top), Math.min(right, box.right), Math.min(bottom, box.bottom)];
      }
      return { left, top, right, bottom };
    };
    const boxes = controls.map(seenBox);
    // A bar fixed or stuck to the window passes over what scrolls under it: controls are compared
    // within their own layer (the nearest fixed or sticky element holding them, else the page).
    const layerOf = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        if (['fixed', 'sticky'].includes(getComputedStyle(node).position)) return node;
      }
      return null;
    };
    const layers = controls.map(layerOf);
    for (let a = 0; a < controls.length; a++) {
      for (let b = a + 1; b < controls.length; b++) {
        if (layers[a] !== layers[b] || controls[a]!.contains(controls[b]!) || controls[b]!.contains(controls[a]!)) continue;
        const [one, two] = [boxes[a]!, boxes[b]!];
        const width = Math.min(one.right, two.right) - Math.max(one.left, two.left);
        const height = Math.min(one.bottom, two.bottom) - Math.max(one.top, two.top);
        if (width > 2 && height > 2) found.push({ what: `controls overlap by ${Math.round(width)} × ${Math.round(height)} px`, where: `${describe(controls[a]!)}  ×  ${describe(controls[b]!)}` });
      }
    }
    return found;
  }, allowed);
}

/** Every word of the library's plays and drills, their notes and steps included: records named in
 * English by whoever curates them. */
export async function libraryWords(walk: Walk): Promise<string[]> {
  const words: string[] = [];
  for (const type of ['play', 'drill']) {
    const { data } = await walk.call<{ data: Array<{ library_play_id: string }> }>(`/library?type=${type}`);
    for (const { library_play_id } of data) words.push(...JSON.stringify(await walk.call(`/library/${library_play_id}`)).split(/[^A-Za-z]+/));
  }
  return words;
}

/** Every text on the open page went through i18n, and the page takes the pseudo-locale's longer texts. */
export async function expectTextsFit(page: Page, library: string[]): Promise<void> {
  expect(await findings(page, [...ALLOWED, ...library])).toEqual([]);
}
