import { english, supportedLanguage, type Translate } from "@scopewise/i18n/figures";
import { useEffect, useState } from "react";

/**
 * Says the app's English messages in a request's language, for what it shows of that request (the
 * brief it read, the figures of its estimate). The catalogues load on first use of another language,
 * so pages in English never download them; until they arrive, the messages show in English.
 */
export function useTranslator(language: string | undefined): Translate {
  const code = supportedLanguage(language);
  const [loaded, setLoaded] = useState<{ code: string; t: Translate } | null>(null);
  useEffect(() => {
    if (code === "en") return;
    let live = true;
    void import("@scopewise/i18n").then(({ translator }) => {
      if (live) setLoaded({ code, t: translator(code) });
    });
    return () => {
      live = false;
    };
  }, [code]);
  return loaded?.code === code ? loaded.t : english;
}
