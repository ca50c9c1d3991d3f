// Everything but players: one small component per kind, each drawing its own display-list
// primitives (engine drawItem), so a change to one item redraws only that item.
import { memo, useMemo, type ComponentType } from 'react';
import { type Arrow, type ArrowEnds, NO_ARROW_ENDS, type PhaseItem, type PlayObject, type Primitive, arrowEnds, drawItem } from '../../../engine';
import { selectPhase, useDrawOrder, useEditorShallow, useEditorState, useItem } from '../editor-context';
import { useDrawContext } from './draw-context';
import { RENDER_ORDER, layerDepth } from './materials';
import { PrimitiveMesh } from './primitive-mesh';
import { countRender } from './render-stats';

function useItemPrimitives(item: PhaseItem, ends: ArrowEnds): Primitive[] {
  const context = useDrawContext();
  return useMemo(() => {
    const out: Primitive[] = [];
    drawItem(item, context, out, ends);
    return out;
  }, [item, context, ends]);
}

/** `rank`: the item's place in its phase's display list, which decides what it covers (layerDepth). */
function ItemPrimitives({ item, rank, ends = NO_ARROW_ENDS }: { item: PhaseItem; rank: number; ends?: ArrowEnds }) {
  countRender('ItemPrimitives');
  const primitives = useItemPrimitives(item, ends);
  return <PrimitiveMesh primitives={primitives} renderOrder={RENDER_ORDER.items + rank} depth={layerDepth(rank)} />;
}

type ViewProps<T> = { item: T; rank: number };

/** x, y, r of a disc, or three NaNs: numbers a shallow selector compares one by one. */
function discNumbers(disc: ArrowEnds['s']): number[] {
  return disc ? [disc.x, disc.y, disc.r] : [Number.NaN, Number.NaN, Number.NaN];
}
function discOf(numbers: readonly number[], at: number): ArrowEnds['s'] {
  return Number.isNaN(numbers[at]) ? null : { x: numbers[at]!, y: numbers[at + 1]!, r: numbers[at + 2]! };
}

/** The arrow stops at the discs of the players at its ends (engine arrowEnds): moving one redraws it. */
function ArrowView(props: ViewProps<Arrow>) {
  const context = useDrawContext();
  const numbers = useEditorShallow((s) => {
    const ends = arrowEnds(props.item, selectPhase(s), context);
    return [...discNumbers(ends.s), ...discNumbers(ends.e)];
  });
  const ends = useMemo(() => ({ s: discOf(numbers, 0), e: discOf(numbers, 3) }), [numbers]);
  return <ItemPrimitives {...props} ends={ends} />;
}
function ShapeView(props: ViewProps<PlayObject>) {
  return <ItemPrimitives {...props} />;
}
function ConeView(props: ViewProps<PlayObject>) {
  return <ItemPrimitives {...props} />;
}
function HoopView(props: ViewProps<PlayObject>) {
  return <ItemPrimitives {...props} />;
}
/** Text boxes hide their text while the coach edits it in the inline editor. */
function TextBoxView(props: ViewProps<PlayObject>) {
  countRender('TextBoxView');
  const editing = useEditorState((s) => s.editingId === props.item.id);
  if (editing) return null;
  return <ItemPrimitives {...props} />;
}

const OBJECT_VIEWS: Record<Exclude<PlayObject['subType'], 'player'>, ComponentType<ViewProps<PlayObject>>> = {
  cone: ConeView,
  hoop: HoopView,
  text: TextBoxView,
  rectangle: ShapeView,
  circle: ShapeView,
  polygon: ShapeView,
  triangle: ShapeView,
};

export const ItemView = memo(function ItemView({ id, rank }: { id: string; rank: number }) {
  countRender(`item:${id}`);
  const item = useItem(id);
  if (!item) return null;
  if (item.type === 'arrow') return <ArrowView item={item} rank={rank} />;
  if (item.subType === 'player') return null;
  const View = OBJECT_VIEWS[item.subType];
  return <View item={item} rank={rank} />;
});

/** Every non-player item of the current phase, each at its place in the display list (players are the PlayersLayer's). */
export function ItemsLayer() {
  countRender('ItemsLayer');
  const ids = useDrawOrder();
  return (
    <>
      {ids.map((id, rank) => (
        <ItemView key={id} id={id} rank={rank} />
      ))}
    </>
  );
}
