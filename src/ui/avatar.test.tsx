// @vitest-environment happy-dom
// Issue 13: a broken picture link falls back to the initials instead of a broken image.
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, initials } from './avatar';

describe('the avatar', () => {
  afterEach(cleanup);

  it('shows the picture while its link loads', () => {
    const { container } = render(<Avatar name="Ada Lovelace" picture="https://example.test/ada.png" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.test/ada.png');
  });

  it('falls back to the initials when the picture link is broken, and tries a new link again', () => {
    const view = render(<Avatar name="Ada Lovelace" picture="https://example.test/broken.png" />);
    fireEvent.error(view.container.querySelector('img')!);
    expect(view.container.querySelector('img')).toBeNull();
    expect(view.container.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('AL');
    view.rerender(<Avatar name="Ada Lovelace" picture="https://example.test/ada.png" />);
    expect(view.container.querySelector('img')?.getAttribute('src')).toBe('https://example.test/ada.png');
  });

  it('shows the initials without a picture, and a question mark without a name', () => {
    const { container } = render(<Avatar name="" picture={null} />);
    expect(container.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('?');
    expect(initials('  grace   brewster hopper ')).toBe('GB');
  });
});
