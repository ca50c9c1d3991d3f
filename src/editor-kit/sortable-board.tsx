// The editors' sortable boards (a playbook's chapters and pages, a practice plan's blocks) with dnd-kit:
// mouse and pen, touch (press and hold) and keyboard (Space to pick up, arrows to move, Space to
// drop, Escape to cancel), announced to screen readers in the coach's language. A board gives its
// items, their names and what a drop does; its rows take useSortableItem and a DragHandle.
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type Data,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  type Over,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The mouse and pen, leaving fingers to the TouchSensor: one finger never starts two drags. */
class MouseAndPenSensor extends PointerSensor {
  static override activators = PointerSensor.activators.map((activator) => ({
    ...activator,
    handler: (event: Parameters<typeof activator.handler>[0], options: Parameters<typeof activator.handler>[1]) => event.nativeEvent.pointerType !== 'touch' && activator.handler(event, options),
  }));
}

export interface SortableBoardProps {
  /** Its items' ids, in order (rows inside them may sort in a SortableGroup of their own). */
  items: readonly UniqueIdentifier[];
  /** The SortableContext's id, where a board nests groups. */
  id?: string;
  /** Where its texts are: `${texts}.picked`, `.over`, `.dropped`, `.outside`, `.cancelled` ({{name}}, {{target}}) and `.instructions`. */
  texts: string;
  /** What a dragged item or a drop target is called, in announcements and the overlay. */
  nameOf: (id: UniqueIdentifier) => string;
  /** Which target a dragged item is over (dnd-kit's closest centre unless given). */
  collisionDetection?: CollisionDetection;
  /** An item dropped on a target (a drop on none changes nothing). */
  onDrop: (dragged: Active, over: Over) => void;
  children: ReactNode;
}

export function SortableBoard({ items, id, texts, nameOf, collisionDetection = closestCenter, onDrop, children }: SortableBoardProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState<UniqueIdentifier | null>(null);
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onto = (what: 'over' | 'dropped', moving: Active, over: Over | null) =>
    over ? t(`${texts}.${what}`, { name: nameOf(moving.id), target: nameOf(over.id) }) : t(`${texts}.outside`, { name: nameOf(moving.id) });
  const announcements: Announcements = {
    onDragStart: ({ active: picked }) => t(`${texts}.picked`, { name: nameOf(picked.id) }),
    onDragOver: ({ active: moving, over }) => onto('over', moving, over),
    onDragEnd: ({ active: dropped, over }) => onto('dropped', dropped, over),
    onDragCancel: ({ active: cancelled }) => t(`${texts}.cancelled`, { name: nameOf(cancelled.id) }),
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t(`${texts}.instructions`) } }}
      onDragStart={({ active: picked }) => setActive(picked.id)}
      onDragCancel={() => setActive(null)}
      onDragEnd={({ active: dragged, over }) => {
        setActive(null);
        if (over) onDrop(dragged, over);
      }}
    >
      <SortableGroup id={id} items={items}>
        {children}
      </SortableGroup>
      <DragOverlay>
        {active !== null && (
          <div className="flex items-center gap-2 rounded-card border border-primary bg-surface p-3 text-sm font-medium shadow-popover">
            <GripVertical className="size-4 text-muted" aria-hidden="true" />
            {nameOf(active)}
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}

/** Items that sort among themselves, top to bottom (a board's own, or a group inside one of them). */
export function SortableGroup({ id, items, children }: { id?: string; items: readonly UniqueIdentifier[]; children: ReactNode }) {
  return (
    <SortableContext id={id} items={items as UniqueIdentifier[]} strategy={verticalListSortingStrategy}>
      {children}
    </SortableContext>
  );
}

/** What a DragHandle needs of its item. */
export interface DragHandleProps {
  /** Makes an element the handle (a ref callback). */
  attach: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}

/** One row of a board: spread `item` on its element and `handle` on its DragHandle; `dragging` while it moves. */
export function useSortableItem(id: UniqueIdentifier, { data, disabled }: { data?: Data; disabled: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, data, disabled });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  const handle: DragHandleProps = { attach: setActivatorNodeRef, attributes, listeners };
  return { item: { ref: setNodeRef, style }, handle, dragging: isDragging };
}

/** The grip a row is dragged by (mouse, touch, keyboard), named for the row. */
export function DragHandle({ attach, attributes, listeners, label, focus }: DragHandleProps & { label: string; focus?: Record<string, string> }) {
  return (
    <button
      ref={attach}
      type="button"
      className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-card text-muted hover:bg-line/40 focus-visible:outline-2 focus-visible:outline-primary"
      aria-label={label}
      {...attributes}
      {...listeners}
      {...focus}
    >
      <GripVertical className="size-5" aria-hidden="true" />
    </button>
  );
}
