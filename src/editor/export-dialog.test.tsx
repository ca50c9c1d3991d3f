// @vitest-environment happy-dom
// Issue 15: the play editor's export dialog. It asks the worker for what the coach chose (format,
// the play or this phase, size, speed), shows the frames done, and hands the finished file over
// under the play's name; Cancel returns to the settings quietly; a browser without a video encoder
// is told so.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { samplePlay } from '../../engine';
import type { ExportClient } from '../../workers/export-client';
import type { AnimationRequest, ExportedFile, ExportProgress } from '../../workers/export/export-api';
import { ExportCancelled, ExportUnsupported } from '../../workers/export/export-errors';
import '../lib/i18n';
import './editor-texts';
import { ExportDialog, exportFileName } from './export-dialog';

const PLAY = samplePlay({ phases: 2, arrowsPerPhase: 3, seed: 4 });
const GIF: ExportedFile = { bytes: new Uint8Array([71, 73, 70]), mimeType: 'image/gif', extension: 'gif', width: 720, height: 758, frames: 3 };

/** A client whose animation reports progress then waits for the test to finish or fail it. */
function fakeClient() {
  const requests: AnimationRequest[] = [];
  let settle: { resolve: (file: ExportedFile) => void; reject: (error: unknown) => void; progress: ExportProgress | undefined } | undefined;
  const client: ExportClient = {
    animation: (request, onProgress) =>
      new Promise((resolve, reject) => {
        requests.push(request);
        settle = { resolve, reject, progress: onProgress };
      }),
    sheet: () => Promise.resolve({ ...GIF, mimeType: 'image/png', extension: 'png' }),
    cancel: vi.fn(() => settle?.reject(new ExportCancelled())),
    mode: 'in-thread',
    dispose: () => {},
  };
  return { client, requests, settle: () => settle! };
}

function renderDialog(client: ExportClient) {
  render(<ExportDialog open onClose={() => {}} play={() => PLAY} title="Horns" phaseIndex={1} phaseTitle="Phase 2" client={client} />);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the export dialog', () => {
  it('exports the whole play as a GIF at the phone width and 1×, shows the frames done, and downloads <title>.gif', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fake = fakeClient();
    renderDialog(fake.client);
    fireEvent.click(await screen.findByTestId('export-start'));
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(fake.requests[0]).toMatchObject({ kind: 'gif', scope: { kind: 'play' }, width: 720, speed: 1 });
    fake.settle().progress?.(2, 3);
    await screen.findByText('Frame 2 of 3');
    fake.settle().resolve(GIF);
    fireEvent.click(await screen.findByTestId('export-download'));
    expect(saved).toEqual(['Horns.gif']);
  });

  it('exports this phase as a video in HD at 2×, named after the phase', async () => {
    const fake = fakeClient();
    renderDialog(fake.client);
    fireEvent.change(await screen.findByTestId('export-format'), { target: { value: 'video' } });
    fireEvent.change(screen.getByTestId('export-scope'), { target: { value: 'phase' } });
    fireEvent.change(screen.getByTestId('export-size'), { target: { value: 'hd' } });
    fireEvent.change(screen.getByTestId('export-speed'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('export-start'));
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(fake.requests[0]).toMatchObject({ kind: 'video', scope: { kind: 'phase', index: 1 }, width: 1280, speed: 2 });
    fake.settle().resolve({ ...GIF, mimeType: 'video/webm', extension: 'webm', codec: 'vp9' });
    await screen.findByText('Ready: Horns-Phase-2.webm', { exact: false });
    expect(screen.getByText('The video is written as WEBM (VP9).')).toBeTruthy();
  });

  it('hides the animation settings for the phase sheet', async () => {
    renderDialog(fakeClient().client);
    fireEvent.change(await screen.findByTestId('export-format'), { target: { value: 'sheet' } });
    expect(screen.queryByTestId('export-speed')).toBeNull();
    expect(screen.queryByTestId('export-size')).toBeNull();
    fireEvent.click(screen.getByTestId('export-start'));
    await screen.findByText('Ready: Horns.png', { exact: false });
  });

  it('returns to the settings on Cancel, with no error', async () => {
    const fake = fakeClient();
    renderDialog(fake.client);
    fireEvent.click(await screen.findByTestId('export-start'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(fake.client.cancel).toHaveBeenCalled();
    await screen.findByTestId('export-start');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the browser cannot write video', async () => {
    const fake = fakeClient();
    renderDialog(fake.client);
    fireEvent.change(await screen.findByTestId('export-format'), { target: { value: 'video' } });
    fireEvent.click(screen.getByTestId('export-start'));
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    fake.settle().reject(new ExportUnsupported('video'));
    expect((await screen.findByRole('alert')).textContent).toContain('This browser cannot write video. Export a GIF instead.');
  });
});

describe('exportFileName', () => {
  it('names the file after the play (and phase), safe on every file system, Arabic kept', () => {
    expect(exportFileName('Horns / Flex: 2', null, 'gif')).toBe('Horns-Flex-2.gif');
    expect(exportFileName('هجوم', 'المرحلة 1', 'mp4')).toBe('هجوم-المرحلة-1.mp4');
    expect(exportFileName('', null, 'png')).toBe('play.png');
  });
});
