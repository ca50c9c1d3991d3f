// The analytics sink when the server's runtime config names Mixpanel (DESIGN.md §7): events go to
// Mixpanel's HTTP ingestion API (POST {apiHost}/track, a JSON array) without its SDK, in batches
// (spec §9: 50 a batch, sent every 5 s). A batch refused as too large is halved; a busy, failing
// or unreachable Mixpanel is asked again later with a doubled delay, at most 10 minutes (spec §8).
import type { AnalyticsConfig } from '../data/runtime-config';
import type { AnalyticsProperties, AnalyticsSink } from './analytics';

/** Spec §9: events per request, and how often the queue is sent. */
export const ANALYTICS_BATCH_SIZE = 50;
export const ANALYTICS_FLUSH_MS = 5000;
/** Spec §8: the longest wait between attempts while Mixpanel cannot take the events. */
export const ANALYTICS_MAX_RETRY_MS = 10 * 60 * 1000;
/** Mixpanel's own name for a page view, so its web reports count ours. */
export const PAGE_VIEW_EVENT = '$mp_web_page_view';
/** The anonymous id of this browser until the coach is identified (local storage). */
export const DEVICE_ID_STORAGE_KEY = 'courtside-analytics-device';

interface MixpanelEvent {
  event: string;
  properties: AnalyticsProperties & { token: string; distinct_id: string; time: number; $insert_id: string };
}

export interface MixpanelSinkDeps {
  fetch: typeof globalThis.fetch;
  now: () => number;
  newId: () => string;
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

export interface MixpanelSink extends AnalyticsSink {
  /** Sends what is queued now; `keepalive` lets the request outlive a page being closed. */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  /** Stops the timer (the sink is being replaced); queued events are sent first. */
  stop(): Promise<void>;
}

const defaultDeps = (): MixpanelSinkDeps => ({
  fetch: (...args) => globalThis.fetch(...args),
  now: () => Date.now(),
  newId: () => crypto.randomUUID(),
  storage: globalThis.localStorage,
});

export function createMixpanelSink(config: AnalyticsConfig, deps: MixpanelSinkDeps = defaultDeps()): MixpanelSink {
  const endpoint = `${config.apiHost.replace(/\/+$/, '')}/track`;
  let deviceId = readDeviceId(deps);
  let userId: string | null = null;
  let queue: MixpanelEvent[] = [];
  let batchSize = ANALYTICS_BATCH_SIZE;
  let delay = ANALYTICS_FLUSH_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending: Promise<void> | null = null;

  const schedule = () => {
    if (timer === undefined && queue.length > 0) timer = setTimeout(() => void flush(), delay);
  };

  const enqueue = (event: string, properties: AnalyticsProperties = {}) => {
    queue.push({
      event,
      properties: {
        ...properties,
        token: config.token,
        // Mixpanel's simplified identity: the device id, and the user id once known, join the two.
        distinct_id: userId ?? `$device:${deviceId}`,
        $device_id: deviceId,
        ...(userId ? { $user_id: userId } : {}),
        time: deps.now(),
        $insert_id: deps.newId(),
      },
    });
    if (queue.length >= batchSize) void flush();
    else schedule();
  };

  /** One request; answers whether to go on with the rest of the queue now. */
  const sendBatch = async (keepalive: boolean): Promise<boolean> => {
    const batch = queue.slice(0, batchSize);
    let status: number;
    try {
      const response = await deps.fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/plain' },
        body: JSON.stringify(batch),
        keepalive,
      });
      status = response.status;
    } catch {
      status = 0; // offline or unreachable
    }
    if (status === 413 && batchSize > 1) {
      batchSize = Math.ceil(batchSize / 2);
      return true;
    }
    if (status === 0 || status === 429 || status >= 500) {
      delay = Math.min(delay * 2, ANALYTICS_MAX_RETRY_MS);
      return false;
    }
    // Taken, or refused for good (a malformed event would be refused again): either way it goes.
    queue = queue.slice(batch.length);
    delay = ANALYTICS_FLUSH_MS;
    return true;
  };

  const flush = (options: { keepalive?: boolean } = {}): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    sending ??= (async () => {
      try {
        while (queue.length > 0 && (await sendBatch(options.keepalive ?? false)));
      } finally {
        sending = null;
        schedule();
      }
    })();
    return sending;
  };

  return {
    pageView: (path, properties) => enqueue(PAGE_VIEW_EVENT, { current_url_path: path, ...properties }),
    track: enqueue,
    identify: (id) => {
      userId = id;
    },
    reset: () => {
      userId = null;
      deviceId = newDeviceId(deps);
    },
    flush,
    async stop() {
      await flush();
      clearTimeout(timer);
      timer = undefined;
      queue = [];
    },
  };
}

function readDeviceId(deps: MixpanelSinkDeps): string {
  try {
    const stored = deps.storage?.getItem(DEVICE_ID_STORAGE_KEY);
    if (stored) return stored;
  } catch {
    // Storage blocked: an id for this page only.
  }
  return newDeviceId(deps);
}

function newDeviceId(deps: MixpanelSinkDeps): string {
  const id = deps.newId();
  try {
    deps.storage?.setItem(DEVICE_ID_STORAGE_KEY, id);
  } catch {
    // Storage blocked: the id lasts as long as the page.
  }
  return id;
}

/** The sink the runtime config asks for, or null (analytics off). */
export function analyticsSinkFor(config: AnalyticsConfig | null, deps?: MixpanelSinkDeps): MixpanelSink | null {
  return config?.provider === 'mixpanel' && config.token ? createMixpanelSink(config, deps) : null;
}
