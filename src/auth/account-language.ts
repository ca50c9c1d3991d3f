// The language follows the coach to another device (issue 34): the account keeps the one they chose
// (users.language). When the user record names a language this device is not in, the device
// switches to it; when the coach picks another here, the account is told. A record seen once is not
// applied again, so a record fetched before the coach's change lands never switches them back.
import { useEffect, useRef } from 'react';
import { api } from '../data/api-client';
import { i18next, isLanguageCode, setLanguage } from '../lib/i18n';
import type { CurrentUser } from './user';

export function useAccountLanguage(user: Pick<CurrentUser, 'language'> | undefined): void {
  const signedIn = user !== undefined;
  /** The account's language as this device last knew it. */
  const known = useRef<string | null | undefined>(undefined);
  const accountLanguage = user?.language;

  useEffect(() => {
    if (!signedIn || accountLanguage === known.current) return;
    known.current = accountLanguage;
    if (isLanguageCode(accountLanguage) && accountLanguage !== i18next.language) void setLanguage(accountLanguage);
  }, [signedIn, accountLanguage]);

  useEffect(() => {
    if (!signedIn) return;
    const tell = (language: string) => {
      if (!isLanguageCode(language) || language === known.current) return;
      known.current = language;
      // Offline the device keeps it; the account hears of the next change.
      api.put('/user', { language }).catch(() => undefined);
    };
    i18next.on('languageChanged', tell);
    return () => i18next.off('languageChanged', tell);
  }, [signedIn]);
}
