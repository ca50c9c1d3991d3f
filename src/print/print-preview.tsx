// The print dialog's preview (issue 14): the first pages as the print worker laid them out with the
// real fonts, drawn as SVG. Courts are each phase's display list (toSvg, as the PDF draws it) in
// their boxes, texts the lines the PDF draws, videos their QR squares, the pictures of the cover and
// text pages (a placeholder when one could not be fetched).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LINE_HEIGHT, OBJECT_COLOR, courtItemPrimitives, toSvg, type Box, type PageItem, type PrintDirection, type PrintPage, type PrintablePlay, type TextItem } from '../../engine';
import type { PrintPreview } from '../../workers/print/print-pdf';

/** Pages the preview shows. */
export const PREVIEW_PAGES = 3;

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Where a line sits for a logical alignment in `direction`: its x and SVG anchor. */
function anchorOf(box: Box, align: TextItem['align'], direction: PrintDirection): { x: number; anchor: 'start' | 'middle' | 'end' } {
  if (align === 'center') return { x: box.x + box.width / 2, anchor: 'middle' };
  const left = (align === 'start') === (direction === 'ltr');
  return left ? { x: box.x, anchor: 'start' } : { x: box.x + box.width, anchor: 'end' };
}

function PreviewText({ item, lines, direction }: { item: TextItem; lines: readonly string[]; direction: PrintDirection }) {
  const lineHeight = item.fontSize * LINE_HEIGHT;
  const { x, anchor } = anchorOf(item.box, item.align, direction);
  const end = anchorOf(item.box, 'end', direction);
  return (
    <g fontSize={item.fontSize} fontWeight={item.bold ? 700 : 400} fill={OBJECT_COLOR} dominantBaseline="central">
      {lines.map((line, index) => (
        <text key={index} x={x} y={item.box.y + (index + 0.5) * lineHeight} textAnchor={anchor}>
          {line}
        </text>
      ))}
      {item.targetPage !== undefined && item.targetPage > 0 && (
        <text x={end.x} y={item.box.y + 0.5 * lineHeight} textAnchor={end.anchor}>
          {item.targetPage}
        </text>
      )}
    </g>
  );
}

interface PageSources {
  direction: PrintDirection;
  plays: ReadonlyMap<string, PrintablePlay>;
  /** The pictures' addresses in this page (Blob URLs) by the names image items give them, those fetched. */
  imageUrls: ReadonlyMap<string, string>;
}

function PreviewItem({ item, lines, sources }: { item: PageItem; lines: readonly string[]; sources: PageSources }) {
  const { direction, plays } = sources;
  switch (item.kind) {
    case 'text':
      return <PreviewText item={item} lines={lines} direction={direction} />;
    case 'court': {
      const primitives = courtItemPrimitives(item, plays.get(item.playId));
      if (primitives === undefined) return null;
      const { x, y, width, height } = item.viewBox;
      const svg = toSvg(primitives, { viewBox: { minX: x, minY: y, width, height } });
      return <image href={svgDataUrl(svg)} x={item.box.x} y={item.box.y} width={item.box.width} height={item.box.height} preserveAspectRatio="none" data-court={item.playId} />;
    }
    case 'video':
      return <rect x={item.qr.x} y={item.qr.y} width={item.qr.width} height={item.qr.height} fill="none" stroke={OBJECT_COLOR} strokeDasharray="3 2" />;
    case 'image':
      if (sources.imageUrls.has(item.url)) return <image href={sources.imageUrls.get(item.url)} x={item.box.x} y={item.box.y} width={item.box.width} height={item.box.height} />;
      return <rect x={item.box.x} y={item.box.y} width={item.box.width} height={item.box.height} fill="#919eab33" stroke="#919eab" strokeDasharray="6 4" />;
    case 'rule':
      return <line x1={item.box.x} y1={item.box.y} x2={item.box.x + item.box.width} y2={item.box.y + item.box.height} stroke={item.role === 'rowLine' ? '#c4cdd5' : OBJECT_COLOR} strokeWidth={item.role === 'periodDivider' ? 1.5 : 0.75} />;
    case 'bar':
      return <rect x={item.box.x} y={item.box.y} width={item.box.width} height={item.box.height} className="fill-primary" />;
  }
}

function PreviewPage({ page, lines, sources }: { page: PrintPage; lines: readonly (readonly string[])[]; sources: PageSources }) {
  const { t } = useTranslation();
  const { width, height } = page.size;
  // Courts redraw only when the page does (a setting changed), not on each render of the dialog.
  const items = useMemo(
    () => page.items.map((item, index) => <PreviewItem key={index} item={item} lines={lines[index] ?? []} sources={sources} />),
    [page, lines, sources],
  );
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="w-full rounded-sm shadow-card ring-1 ring-line" role="img" aria-label={t('print.pageLabel', { n: page.number })} data-page={page.number}>
      <rect width={width} height={height} fill="#ffffff" />
      {items}
    </svg>
  );
}

export function PrintPreviewPages({ preview, plays, imageUrls }: { preview: PrintPreview; plays: ReadonlyMap<string, PrintablePlay>; imageUrls: ReadonlyMap<string, string> }) {
  const { layout, textLines } = preview;
  const sources = useMemo(() => ({ direction: layout.direction, plays, imageUrls }), [layout.direction, plays, imageUrls]);
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="print-preview">
      {layout.pages.map((page, index) => (
        <PreviewPage key={page.number} page={page} lines={textLines[index] ?? []} sources={sources} />
      ))}
    </div>
  );
}
