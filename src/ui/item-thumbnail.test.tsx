// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../lib/i18n';
import { drawPhase, toSvg } from '../../engine/index';
import { createEmptyPlayData } from '../../engine/model/play-defaults';
import { ItemThumbnail, thumbnailSrc } from './item-thumbnail';

describe('a list thumbnail', () => {
  afterEach(cleanup);

  it("shows the server's SVG as an image from a data: URL that decodes back to the same SVG", () => {
    const data = createEmptyPlayData('half');
    const svg = toSvg(drawPhase(data.phases[0]!, data.settings));
    const { container } = render(<ItemThumbnail svg={svg} />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('');
    expect(decodeURIComponent(image.getAttribute('src')!.replace('data:image/svg+xml;charset=utf-8,', ''))).toBe(svg);
  });

  it('never puts the SVG into the page: markup in it stays inside the image URL', () => {
    const hostile = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><foreignObject><div id="injected"></div></foreignObject></svg>';
    const { container } = render(<ItemThumbnail svg={hostile} />);
    expect(container.querySelector('script, #injected, svg')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe(thumbnailSrc(hostile));
    expect(thumbnailSrc(hostile)).not.toMatch(/[<>"]/);
  });

  it('shows a neutral placeholder, with a label, for a play the server has not drawn (created offline)', () => {
    for (const svg of [null, undefined, '']) {
      const { container } = render(<ItemThumbnail svg={svg} />);
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('[data-thumbnail="placeholder"]')).not.toBeNull();
      cleanup();
    }
    render(<ItemThumbnail svg={null} />);
    expect(screen.getByRole('img', { name: /No picture yet/ })).toBeTruthy();
  });
});
