// Everything but players: one small component per kind, each drawing its own display-list
// primitives (engine drawItem), so a change to one item redraws only that item.
import { memo, useMemo, type ComponentType } from 'react';
import { type Arrow, type PhaseItem, type PlayObject, type Primitive, drawItem } from '../../../engine';
import { useDrawOrder, useEditorState, useItem } from '../editor-context';
import { useDrawContext } from './draw-context';
import { RENDER_ORDER, layerDepth } from './materials';
import { PrimitiveMesh } from './primitive-mesh';
import { countRender } from './render-stats';

function useItemPrimitives(item: PhaseItem): Primitive[] {
  const context = useDrawContext();
  return useMemo(() => {
    const out: Primitive[] = [];
    drawItem(item, context, out);
    return out;
  }, [item, context]);
}

/** `rank`: the item's place in its phase's display list, which decides what it covers (layerDepth). */
function ItemPrimitives({ item, rank }: { item: PhaseItem; rank: number }) {
  countRender('ItemPrimitives');
  const primitives = useItemPrimitives(item);
  return <PrimitiveMesh primitives={primitives} renderOrder={RENDER_ORDER.items + rank} depth={layerDepth(rank)} />;
}

type ViewProps<T> = { item: T; rank: number };

function ArrowView(props: ViewProps<Arrow>) {
  return <ItemPrimitives {...props} />;
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
