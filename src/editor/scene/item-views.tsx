// Everything but players: one small component per kind, each drawing its own display-list
// primitives (engine drawItem), so a change to one item redraws only that item.
import { memo, useMemo, type ComponentType } from 'react';
import { type Arrow, type PhaseItem, type PlayObject, type Primitive, drawItem } from '../../../engine';
import { selectPhase, useEditorShallow, useEditorState, useItem } from '../editor-context';
import { useDrawContext } from './draw-context';
import { RENDER_ORDER } from './materials';
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

function ItemPrimitives({ item }: { item: PhaseItem }) {
  countRender('ItemPrimitives');
  const primitives = useItemPrimitives(item);
  return <PrimitiveMesh primitives={primitives} renderOrder={RENDER_ORDER.items + item.displayOrder} />;
}

function ArrowView({ item }: { item: Arrow }) {
  return <ItemPrimitives item={item} />;
}
function ShapeView({ item }: { item: PlayObject }) {
  return <ItemPrimitives item={item} />;
}
function ConeView({ item }: { item: PlayObject }) {
  return <ItemPrimitives item={item} />;
}
function HoopView({ item }: { item: PlayObject }) {
  return <ItemPrimitives item={item} />;
}
/** Text boxes hide their text while the coach edits it in the inline editor. */
function TextBoxView({ item }: { item: PlayObject }) {
  countRender('TextBoxView');
  const editing = useEditorState((s) => s.editingId === item.id);
  if (editing) return null;
  return <ItemPrimitives item={item} />;
}

const OBJECT_VIEWS: Record<Exclude<PlayObject['subType'], 'player'>, ComponentType<{ item: PlayObject }>> = {
  cone: ConeView,
  hoop: HoopView,
  text: TextBoxView,
  rectangle: ShapeView,
  circle: ShapeView,
  polygon: ShapeView,
  triangle: ShapeView,
};

export const ItemView = memo(function ItemView({ id }: { id: string }) {
  countRender(`item:${id}`);
  const item = useItem(id);
  if (!item) return null;
  if (item.type === 'arrow') return <ArrowView item={item} />;
  if (item.subType === 'player') return null;
  const View = OBJECT_VIEWS[item.subType];
  return <View item={item} />;
});

/** Every non-player item of the current phase. */
export function ItemsLayer() {
  countRender('ItemsLayer');
  const ids = useEditorShallow((state) =>
    selectPhase(state)
      .objects.filter((item) => !(item.type === 'object' && item.subType === 'player'))
      .map((item) => item.id),
  );
  return (
    <>
      {ids.map((id) => (
        <ItemView key={id} id={id} />
      ))}
    </>
  );
}
