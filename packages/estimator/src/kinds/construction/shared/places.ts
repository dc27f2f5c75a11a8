import type { Translate } from "@scopewise/i18n";

/**
 * The reference data's place names in the request's language (cities keep their own names). The labels
 * are shared with other domains, so they stay English there and are translated here, where they are shown.
 */
export function placeName(t: Translate, label: string): string {
  const names: Record<string, string> = {
    "a US-average location": t("a US-average location"),
    "a lower-cost US state": t("a lower-cost US state"),
    London: t("London"),
    "the United Kingdom": t("the United Kingdom"),
    Switzerland: t("Switzerland"),
    Germany: t("Germany"),
    "the Netherlands": t("the Netherlands"),
    Denmark: t("Denmark"),
    Sweden: t("Sweden"),
    Norway: t("Norway"),
    Finland: t("Finland"),
    Austria: t("Austria"),
    Ireland: t("Ireland"),
    Belgium: t("Belgium"),
    France: t("France"),
    Spain: t("Spain"),
    Portugal: t("Portugal"),
    Italy: t("Italy"),
    Greece: t("Greece"),
    Poland: t("Poland"),
    Czechia: t("Czechia"),
    Hungary: t("Hungary"),
    "Eastern Europe": t("Eastern Europe"),
    "the United Arab Emirates": t("the United Arab Emirates"),
    "Saudi Arabia": t("Saudi Arabia"),
    Qatar: t("Qatar"),
    India: t("India"),
    "South Asia": t("South Asia"),
    "South-East Asia": t("South-East Asia"),
    Singapore: t("Singapore"),
    Japan: t("Japan"),
    "South Korea": t("South Korea"),
    China: t("China"),
    Australia: t("Australia"),
    "New Zealand": t("New Zealand"),
    Canada: t("Canada"),
    Mexico: t("Mexico"),
    Brazil: t("Brazil"),
    "Latin America": t("Latin America"),
    Africa: t("Africa"),
  };
  return names[label] ?? label;
}
