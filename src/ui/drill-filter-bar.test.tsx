// @vitest-environment happy-dom
// Issue 17: the drill filters, each changing one field of the filter; a category of the coach's
// own is typed, and one from a link shows as typed.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import type { DrillFilter } from '../../engine/model/drill-constants';
import { DrillFilterBar } from './drill-filter-bar';

function Harness({ initial, onChange }: { initial: DrillFilter; onChange: (filter: DrillFilter) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DrillFilterBar
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
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
