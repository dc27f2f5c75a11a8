import { figuresIn, localeOf, type Translate } from "@scopewise/i18n/figures";
import { useMemo } from "react";
import { useTranslator } from "../../lib/use-translator";
import type { LiveFigures } from "./live-figures";
import type { LiveEstimate } from "./use-live-estimate";

interface LiveFiguresViewProps {
  /** The proposal's figures as they are now (none for a document without an estimate). */
  current: LiveFigures | undefined;
  changed: boolean;
  valid: boolean;
  live: LiveEstimate;
  /** The request's language and site: the figures read as the proposal writes them. */
  language: string | undefined;
  location: string | undefined;
}

/** Total cost and duration now, and with the user's corrections, priced before anything is applied. */
export function LiveFiguresView({ current, changed, valid, live, language, location }: LiveFiguresViewProps) {
  const t = useTranslator(language);
  const next = changed && live.state === "priced" ? live.figures : undefined;
  const shown = next ?? current;
  const figures = useMemo(
    () => figuresIn(localeOf(language, location, shown?.currency)),
    [language, location, shown?.currency],
  );
  const money = (f: LiveFigures) => figures.money(f.cost, f.currency);
  const weeks = (n: number) =>
    n === 1 ? t("{{n}} week", { n: figures.number(n, 1) }) : t("{{n}} weeks", { n: figures.number(n, 1) });
  return (
    <div className="rounded-lg border border-violet-500/30 bg-violet-500/5 p-3">
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-[11px] font-medium tracking-wide text-zinc-400 uppercase">
            {next ? t("Total cost with your changes") : t("Total cost")}
          </dt>
          <dd data-testid="live-total-cost" className="mt-1 text-lg font-semibold text-zinc-50 tabular-nums">
            {shown ? money(shown) : "—"}
          </dd>
          {next && current ? (
            <dd className="text-xs text-zinc-400">{t("now {{value}}", { value: money(current) })}</dd>
          ) : null}
        </div>
        <div>
          <dt className="text-[11px] font-medium tracking-wide text-zinc-400 uppercase">
            {next ? t("Duration with your changes") : t("Duration")}
          </dt>
          <dd data-testid="live-duration" className="mt-1 text-lg font-semibold text-zinc-50 tabular-nums">
            {shown ? weeks(shown.weeks) : "—"}
          </dd>
          {next && current ? (
            <dd className="text-xs text-zinc-400">{t("now {{value}}", { value: weeks(current.weeks) })}</dd>
          ) : null}
        </div>
      </dl>
      <p role="status" className="mt-2 text-xs text-zinc-400">
        {statusText(changed, valid, live, t)}
      </p>
    </div>
  );
}

function statusText(changed: boolean, valid: boolean, live: LiveEstimate, t: Translate): string {
  if (!changed) return t("Change a value to see the new figures before applying it.");
  if (!valid) return t("Correct the marked values to see the new figures.");
  if (live.state === "priced") return t("Priced with your changes. Apply to rebuild the proposal with them.");
  if (live.state === "unpriceable") return t("These values cannot be priced; check them.");
  return t("Pricing your changes...");
}
