import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenStore } from '../data/token-store';
import { configureAnalytics } from '../lib/analytics';
import { askForReviewAfterSave, isInMobileWrapper, postToWrapper } from '../lib/mobile-wrapper';
import { handleWrapperMessage, parseWrapperMessage } from './mobile-wrapper';

describe('messages from the mobile wrapper (spec §7)', () => {
  it('reads SET_TOKEN as a JSON string or an object, fields at the top or under payload', () => {
    const tokens = { type: 'SET_TOKEN', idToken: 'id', accessToken: 'access' };
    expect(parseWrapperMessage(JSON.stringify(tokens))).toEqual(tokens);
    expect(parseWrapperMessage(tokens)).toEqual(tokens);
    expect(parseWrapperMessage({ type: 'SET_TOKEN', payload: { idToken: 'id', accessToken: 'access' } })).toEqual(tokens);
  });

  it('reads MIXPANEL_EVENT with its properties', () => {
    expect(parseWrapperMessage({ type: 'MIXPANEL_EVENT', event: 'Play Opened', properties: { id: 1 } })).toEqual({ type: 'MIXPANEL_EVENT', event: 'Play Opened', properties: { id: 1 } });
    expect(parseWrapperMessage({ type: 'MIXPANEL_EVENT', payload: { event: 'X' } })).toEqual({ type: 'MIXPANEL_EVENT', event: 'X', properties: {} });
  });

  it('ignores anything else (logged only)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const raw of ['not json', 42, null, { type: 'UNKNOWN' }, { type: 'SET_TOKEN', idToken: 'only-id' }, { type: 'MIXPANEL_EVENT' }]) {
      expect(parseWrapperMessage(raw)).toBeNull();
    }
    warn.mockRestore();
  });

  it('puts SET_TOKEN into the token store and forwards MIXPANEL_EVENT to analytics', () => {
    const store = new TokenStore();
    const track = vi.fn();
    handleWrapperMessage(JSON.stringify({ type: 'SET_TOKEN', idToken: 'id', accessToken: 'access' }), store, track);
    expect(store.get()).toEqual({ idToken: 'id', accessToken: 'access' });
    handleWrapperMessage({ type: 'MIXPANEL_EVENT', event: 'Saved', properties: { a: 1 } }, store, track);
    expect(track).toHaveBeenCalledWith('Saved', { a: 1 });
  });

  it('forwards MIXPANEL_EVENT to the configured analytics sink by default', () => {
    const sink = { pageView: vi.fn(), track: vi.fn() };
    configureAnalytics(sink);
    try {
      handleWrapperMessage({ type: 'MIXPANEL_EVENT', event: 'Shared', properties: { playId: 'p1' } }, new TokenStore());
      expect(sink.track).toHaveBeenCalledWith('Shared', { playId: 'p1' });
    } finally {
      configureAnalytics(null);
    }
  });
});

describe('messages to the mobile wrapper', () => {
  afterEach(() => {
    delete (globalThis as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  });

  it('knows when it runs inside the wrapper and posts JSON to it', () => {
    expect(isInMobileWrapper()).toBe(false);
    expect(postToWrapper({ type: 'GET_TOKEN' })).toBe(false);
    const postMessage = vi.fn();
    (globalThis as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage };
    expect(isInMobileWrapper()).toBe(true);
    postToWrapper({ type: 'FORCE_NEW_TOKEN' });
    postToWrapper({ type: 'LOGOUT' });
    postToWrapper({ type: 'DB_DATA', payload: { user_id: 'u1' } });
    expect(postMessage.mock.calls.map(([message]) => JSON.parse(message as string))).toEqual([
      { type: 'FORCE_NEW_TOKEN' },
      { type: 'LOGOUT' },
      { type: 'DB_DATA', payload: { user_id: 'u1' } },
    ]);
  });

  it('asks for the review prompt after a play save once the coach has more than one play, once a page', () => {
    expect(askForReviewAfterSave(5)).toBe(false); // outside the wrapper
    const postMessage = vi.fn();
    (globalThis as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage };
    expect(askForReviewAfterSave(1)).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
    expect(askForReviewAfterSave(2)).toBe(true);
    expect(askForReviewAfterSave(3)).toBe(false);
    expect(postMessage.mock.calls.map(([message]) => JSON.parse(message as string))).toEqual([{ type: 'REQUEST_REVIEW' }]);
  });
});
