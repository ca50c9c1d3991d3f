// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MEDIA_IMAGE_MAX_PIXELS, type MediaRecord } from '../../../../engine/api/media';
import { setLanguage } from '../../../lib/i18n';
import '../../../ui/media-texts';
import { MediaStatus } from './media-preview';

const failed = { status: 5, status_name: 'Upload Failed', status_reason: 'too_large', status_detail: 'The picture is 16000 × 16000 pixels…' } as MediaRecord;

describe('a file’s status', () => {
  afterEach(async () => {
    cleanup();
    await setLanguage('en');
  });

  it('says why processing failed in the coach’s language, from the reason code rather than the server’s English', async () => {
    render(<MediaStatus record={failed} />);
    const megapixels = String(MEDIA_IMAGE_MAX_PIXELS / 1_000_000);
    expect(screen.getByText('Upload Failed').getAttribute('title')).toBe(`The picture is too large: pictures of up to ${megapixels} megapixels can be used.`);
    cleanup();
    await setLanguage('ar');
    render(<MediaStatus record={failed} />);
    const title = screen.getByText('فشل الرفع').getAttribute('title');
    expect(title).toContain(megapixels);
    expect(title).toContain('الصورة كبيرة جدًا');
  });

  it('says nothing more where there is no reason', () => {
    render(<MediaStatus record={{ ...failed, status: 3, status_name: 'Finished', status_reason: null }} />);
    expect(screen.getByText('Finished').hasAttribute('title')).toBe(false);
  });
});
