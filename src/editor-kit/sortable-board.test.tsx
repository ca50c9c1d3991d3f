// @vitest-environment happy-dom
// The kit's sortable board as a coach meets it with the keyboard: Space picks a row up, an arrow
// moves it over the next, Space drops it there and the board reorders; each step is announced in
// the coach's language. The rows are laid out by a stubbed getBoundingClientRect (happy-dom lays
// nothing out), one 40 px row every 50 px, in their order on the page.
import { arrayMove } from '@dnd-kit/sortable';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../lib/i18n';
import { DragHandle, SortableBoard, useSortableItem } from './sortable-board';

i18next.addResourceBundle(
  'en',
  'translation',
  { kitBoard: { picked: 'Picked up {{name}}', over: '{{name}} is over {{target}}', dropped: '{{name}} dropped on {{target}}', outside: '{{name}} is outside', cancelled: '{{name}} put back', instructions: 'Space picks up' } },
  true,
  true,
);

function Row({ id, index }: { id: string; index: number }) {
  const { item, handle } = useSortableItem(id, { disabled: false });
  return (
    <li {...item} data-index={index} data-testid="row">
      <DragHandle {...handle} label={`Drag ${id}`} />
      {id}
    </li>
  );
}

function Board() {
  const [items, setItems] = useState(['Horns', 'Flex', 'Zone']);
  return (
    <SortableBoard items={items} texts="kitBoard" nameOf={String} onDrop={(dragged, over) => setItems((now) => arrayMove(now, now.indexOf(String(dragged.id)), now.indexOf(String(over.id))))}>
      <ul>
        {items.map((id, index) => (
          <Row key={id} id={id} index={index} />
        ))}
      </ul>
    </SortableBoard>
  );
}

const order = () => screen.getAllByTestId('row').map((row) => row.textContent);
const press = (code: string) => fireEvent.keyDown(document.activeElement!, { code, key: code === 'Space' ? ' ' : code });

beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const index = Number(this.closest('li')?.getAttribute('data-index') ?? 0);
    return new DOMRect(0, index * 50, 300, 40);
  });
  // The keyboard sensor listens for the next keys a timeout after the pick-up: run it, not wait for it.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function pickUp(name: string) {
  screen.getByRole('button', { name: `Drag ${name}` }).focus();
  press('Space');
  act(() => void vi.runOnlyPendingTimers());
}

describe('SortableBoard', () => {
  it('moves a row one place down by keyboard, announcing each step', () => {
    render(<Board />);
    pickUp('Horns');
    press('ArrowDown');
    expect(screen.getByRole('status').textContent).toContain('Horns is over Flex');
    press('Space');
    expect(screen.getByRole('status').textContent).toContain('Horns dropped on Flex');
    expect(order()).toEqual(['Flex', 'Horns', 'Zone']);
  });

  it('puts a row back where it was when Escape cancels the move', () => {
    render(<Board />);
    pickUp('Flex');
    press('ArrowDown');
    press('Escape');
    expect(screen.getByRole('status').textContent).toContain('Flex put back');
    expect(order()).toEqual(['Horns', 'Flex', 'Zone']);
  });
});
