import { describe, expect, it } from 'vitest';
import { errorReportingOptions, isDroppedReport, tracePropagationTargets, type ReportedEvent } from './error-report-filter';

const WIDGET = 'https://widget.help.example/loader.js';

function thrown(type: string, value: string, filename = 'https://courtside.example/dashboard/assets/index-abc.js'): ReportedEvent {
  return { exception: { values: [{ type, value, stacktrace: { frames: [{ filename }] } }] } };
}

describe('what error reporting drops (spec §8)', () => {
  it.each([
    ['Chromium', 'TypeError', 'Failed to fetch dynamically imported module: https://courtside.example/dashboard/assets/editor-1.js'],
    ['Firefox', 'TypeError', 'error loading dynamically imported module: https://courtside.example/dashboard/assets/editor-1.js'],
    ['Safari', 'TypeError', 'Importing a module script failed.'],
    ['Vite preload', 'Error', 'Unable to preload CSS for /dashboard/assets/editor-1.css'],
  ])('drops a module-script import failure (%s)', (_browser, type, value) => {
    expect(isDroppedReport(thrown(type, value), null)).toBe(true);
    expect(isDroppedReport(thrown(type, value), WIDGET)).toBe(true);
  });

  it('drops errors thrown by the help widget’s script, and the opaque cross-origin "Script error."', () => {
    expect(isDroppedReport(thrown('TypeError', 'x is undefined', 'https://widget.help.example/chunk-9.js'), WIDGET)).toBe(true);
    expect(isDroppedReport({ message: 'Script error.' }, WIDGET)).toBe(true);
  });

  it('keeps the app’s own errors, with or without a widget', () => {
    const own = thrown('Error', 'This is a test error thrown by /test_error.');
    expect(isDroppedReport(own, null)).toBe(false);
    expect(isDroppedReport(own, WIDGET)).toBe(false);
    // Without a widget, a frame on another host is not the widget's.
    expect(isDroppedReport(thrown('TypeError', 'boom', 'https://widget.help.example/chunk-9.js'), null)).toBe(false);
    expect(isDroppedReport({ message: 'Script error.' }, null)).toBe(false);
  });
});

describe('the error reporter’s options (spec §7, §9)', () => {
  const options = errorReportingOptions(
    { provider: 'sentry', dsn: 'https://key@sentry.example/42', environment: 'staging', release: '1.2.3' },
    WIDGET,
    'https://courtside.example',
  );

  it('samples 10% of traces and sessions, every session with an error, and keeps 100 breadcrumbs', () => {
    expect(options).toMatchObject({
      dsn: 'https://key@sentry.example/42',
      environment: 'staging',
      release: '1.2.3',
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      maxBreadcrumbs: 100,
    });
  });

  it('propagates traces only to localhost and the product’s own API', () => {
    const targets = tracePropagationTargets('https://courtside.example', '/apiv2');
    const propagates = (url: string) => targets.some((target) => (typeof target === 'string' ? url.includes(target) : target.test(url)));
    expect(propagates('http://localhost:8080/apiv2/plays')).toBe(true);
    expect(propagates('https://courtside.example/apiv2/plays')).toBe(true);
    expect(propagates('/apiv2/plays')).toBe(true);
    expect(propagates('https://courtside.example/dashboard/sw.js')).toBe(false);
    expect(propagates('https://api.mixpanel.com/track/')).toBe(false);
    expect(propagates('https://courtside.example.evil.com/apiv2/plays')).toBe(false);
    expect(propagates('https://evil.com/?localhost')).toBe(false);
    expect(options.tracePropagationTargets).toEqual(targets);
  });

  it('filters through beforeSend', () => {
    expect(options.beforeSend(thrown('TypeError', 'Importing a module script failed.'))).toBeNull();
    const own = thrown('Error', 'boom');
    expect(options.beforeSend(own)).toBe(own);
  });
});
