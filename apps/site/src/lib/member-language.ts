import { isLocale, type TLocale } from '@app/shared';
import { useCallback, useEffect } from 'react';
import { storedLocale } from '../i18n/locale';
import { onLocaleChosen, useT } from '../i18n/provider';
import { api } from './api';
import { type SessionKind, sessionKind } from './member-session';

/**
 * A member's language (RUNNING.md "English"): the one chosen on the site, else their setting, else
 * the browser's. A choice made on the switch while signed in becomes their setting, so the member
 * area and their mails follow it on any browser; a browser with no choice of its own follows the
 * setting.
 */

const SETTING: Record<SessionKind, string> = {
  member: '/member/language',
  arbitrator: '/arbitrator/language',
};

/** Saves the language as the signed-in person's setting; a refusal changes nothing on the page. */
async function saveLanguage(language: TLocale) {
  const kind = sessionKind();
  if (kind === null) return;
  // a server without the setting (404) or refusing it (400): the choice still holds on this browser
  await api(SETTING[kind], { method: 'PUT', body: { language } }).catch(() => undefined);
}

/** Mounted once (app.tsx): the switch, used while signed in, saves the choice as the setting. */
export function useChoiceSaved() {
  useEffect(() => {
    const stop = onLocaleChosen((locale) => void saveLanguage(locale));
    return () => {
      stop();
    };
  }, []);
}

/**
 * Settles the language with the setting read on sign-in or on the person's own page (`language`
 * of GET /api/member/me's user, of the arbitrator's profile; absent before the server has it):
 * with no choice on this browser the site follows the setting; a choice here that differs from the
 * setting is saved as it.
 */
export function useLanguageSetting() {
  const { locale, adopt } = useT();
  return useCallback(
    async (setting: unknown) => {
      // a server that does not keep the setting yet: nothing to follow, nowhere to save
      if (setting === undefined) return;
      const chosen = storedLocale();
      if (chosen === null) {
        if (isLocale(setting) && setting !== locale) await adopt(setting);
      } else if (chosen !== setting) {
        await saveLanguage(chosen);
      }
    },
    [locale, adopt],
  );
}

/** The same, once the person's record is read on their page. */
export function useFollowSetting(setting: unknown) {
  const settle = useLanguageSetting();
  // once per setting read: a language chosen meanwhile is saved by the switch itself
  // biome-ignore lint/correctness/useExhaustiveDependencies: settle changes with the language shown
  useEffect(() => {
    void settle(setting);
  }, [setting]);
}
