import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { loadLanguage, type Language } from '@/lib/i18n/i18n';
import { useLanguage } from '@/lib/i18n/use-language';
import type { UserInfo } from './get-user-info';
import { useUserInfo } from './get-user-info';
import { userKeys } from './keys';

/** PUT /account-views/user/language — stores the signed-in user's language (web app and e-mails). */
export function setUserLanguage(language: Language): Promise<{ language: Language }> {
  return unwrap(api.PUT('/api/account-views/user/language', { body: { language } }));
}

/**
 * Switches the UI to a language at once (and remembers it in this browser), then stores it for the user
 * on the server so that it follows them to other devices and their e-mails (docs/conventions.md "The web
 * app"). A failed save is toasted by the shared handler; the UI keeps the chosen language.
 */
export function useChooseLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language) => {
      await loadLanguage(language);
      return setUserLanguage(language);
    },
    onSuccess: ({ language }) => {
      queryClient.setQueryData<UserInfo>(userKeys.info(), (info) => (info ? { ...info, language } : info));
    },
  });
}

/**
 * Applies the language stored for the user (user info) once it has arrived, when it differs from the one
 * this browser started with (chosen on another device). Nothing happens while the user has not chosen.
 */
export function useUserLanguage(): void {
  const { data } = useUserInfo();
  const current = useLanguage();
  const stored = data?.language ?? null;
  useEffect(() => {
    // A failed download of the texts leaves the current language; the next start tries again.
    if (stored && stored !== current) loadLanguage(stored).catch(() => undefined);
    // Only when the stored choice arrives or changes: a switch in this browser updates it (useChooseLanguage).
  }, [stored]);
}
