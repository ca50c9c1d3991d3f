import type { TFunction } from 'i18next';
import { ApiError, errorText } from '../../../lib/api-error';

/** What a failed sign-in or sign-up tells the coach: 401 bad credentials, 409 email taken, 429 slow down. */
export function authErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t('auth.badCredentials');
    if (error.status === 409) return t('auth.emailTaken');
    if (error.status === 429) return t('auth.rateLimited');
  }
  return errorText(error);
}
