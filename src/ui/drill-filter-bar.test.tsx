// @vitest-environment happy-dom
// Issue 17: the drill filters, each changing one field of the filter; a category of the coach's
// own is typed, and one from a link shows as typed.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import type { DrillFilter } from '../../engine/model/drill-constants';
import { useDrillFilterParams } from '../lib/drill-params';
import { DrillFilterBar } from './drill-filter-bar';

/** The bar over a filter kept in state; `onChange` hears the filter after each change. */
function Harness({ initial, onChange }: { initial: DrillFilter; onChange: (filter: DrillFilter) => void }) {
  const [value, setValue] = useState(initial);
  useEffect(() => onChange(value), [value, onChange]);
  return <DrillFilterBar value={value} onChange={setValue} />;
}

/** The bar over the filter kept in the address, as the drills list has it. */
function InTheAddress() {
  const [filter, setFilter] = useDrillFilterParams();
  return <DrillFilterBar value={filter} onChange={setFilter} />;
}

describe('the drill filter bar', () => {
  afterEach(cleanup);

  it('sets each filter from its select, and clears them all', () => {
    const onChange = vi.fn();
    render(<Harness initial={{}} onChange={onChange} />);
    const bar = within(screen.getByRole('group', { name: 'Drill filters' }));
    fireEvent.change(bar.getByLabelText('Category'), { target: { value: 'passing' } });
    fireEvent.change(bar.getByLabelText('Court area'), { target: { value: 'full' } });
    fireEvent.change(bar.getByLabelText('Players'), { target: { value: '4' } });
    fireEvent.change(bar.getByLabelText('Length'), { target: { value: '15' } });
    fireEvent.change(bar.getByLabelText('Age level'), { target: { value: 'u14' } });
    expect(onChange).toHaveBeenLastCalledWith({ category: 'passing', courtArea: 'full', maxPlayers: 4, maxMinutes: 15, ageLevel: 'u14' });
    fireEvent.click(bar.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('keeps two changes made before the screen shows the first, in state and in the address', () => {
    const onChange = vi.fn();
    render(<Harness initial={{}} onChange={onChange} />);
    act(() => {
      fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'shooting' } });
      fireEvent.change(screen.getByLabelText('Court area'), { target: { value: 'half' } });
    });
    expect(onChange).toHaveBeenLastCalledWith({ category: 'shooting', courtArea: 'half' });
    cleanup();

    const router = createMemoryRouter([{ path: '/drills', element: <InTheAddress /> }], { initialEntries: ['/drills?page=3'] });
    render(<RouterProvider router={router} />);
    act(() => {
      fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'shooting' } });
      fireEvent.change(screen.getByLabelText('Court area'), { target: { value: 'half' } });
    });
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('category'), search.get('court_area'), search.get('page')]).toEqual(['shooting', 'half', null]);
  });

  it("takes a category of the coach's own, typed, and shows one from a link as typed", async () => {
    const onChange = vi.fn();
    render(<Harness initial={{}} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '__own' } });
    fireEvent.change(screen.getByLabelText('Category name'), { target: { value: ' Closeouts ' } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ category: 'Closeouts' }));
    cleanup();
    render(<Harness initial={{ category: 'Shell work' }} onChange={onChange} />);
    expect((screen.getByLabelText('Category name') as HTMLInputElement).value).toBe('Shell work');
  });
});
