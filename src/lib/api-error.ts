// The errors the server (or the network) gives, and the words a coach reads for any error (spec §8).
// Plain code without I/O, so the kit (src/ui) can show an error without importing the data layer;
// src/data/api-client.ts throws them and re-exports them.
import i18next from 'i18next';
import { en } from './locales/en';

/** Spec §8: what a coach reads when the network is gone (in English; errorText says it in the coach's language). */
export const OFFLINE_MESSAGE = en.errors.offline;

/** An error the server (or the network) gave. `detail` is the sentence to show a coach. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    /** HTTP status; 0 when no answer came. */
    readonly status: number,
    /** The request URL. */
    readonly url: string,
    /** The server's own sentence (response data.error, else its message), or the error's own. */
    readonly detail: string,
    /** The parsed response body, e.g. `{ error, playbooks }` for a play used in playbooks. */
    readonly data: unknown = null,
  ) {
    super(`Request to ${url} failed: ${detail}`);
  }
}

/** No answer at all: the network is down or the server cannot be reached. */
export class NetworkError extends ApiError {
  override readonly name: string = 'NetworkError';
  constructor(url: string) {
    super(0, url, OFFLINE_MESSAGE);
    this.message = OFFLINE_MESSAGE;
  }
}

/** Spec §8: the response data's error, else its message, else the error's own message. */
export function errorText(error: unknown): string {
  if (error instanceof NetworkError) return i18next.t('errors.offline');
  if (error instanceof ApiError) return error.detail;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** A 402 { error, upgrade: true }: the free plan's limit is reached (server/billing/entitlements.ts). */
export function isUpgradeRequired(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 402 && (error.data as { upgrade?: unknown } | null)?.upgrade === true;
}
