import i18next, { type i18n } from "i18next";
import { CATALOGUES, type Catalogue } from "./catalogues.js";
import { LANGUAGES, supportedLanguage, type Language } from "./languages.js";

import type { Translate } from "./translate-types.js";

export type { MessageValues, Translate } from "./translate-types.js";

const instances = new Map<Language, i18n>();

function instanceFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    const resources: Record<string, { translation: Catalogue }> = {};
    for (const code of LANGUAGES) resources[code] = { translation: CATALOGUES[code] };
    instance = i18next.createInstance();
    // Synchronous: catalogues are in memory, and an English key must never be split at "." or ":".
    void instance.init({
      lng: language,
      fallbackLng: false,
      resources,
      initAsync: false,
      keySeparator: false,
      nsSeparator: false,
      returnEmptyString: false,
      interpolation: { escapeValue: false },
    });
    instances.set(language, instance);
  }
  return instance;
}

export function translator(code: string | undefined): Translate {
  const language = supportedLanguage(code);
  const instance = instanceFor(language);
  return (english, values) => instance.t(english, { ...values, defaultValue: english });
}
