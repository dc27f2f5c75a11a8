import type { Brief } from "@scopewise/shared";
import { useEffect, useRef, useState } from "react";
import { useGetCompanyProfileQuery } from "../company/company-api";
import { useGetCalibrationsQuery } from "../outcomes/outcomes-api";
import { organisationFor, type LiveEstimateAnswer, type LiveEstimateRequest, type LiveFigures } from "./live-figures";

/** Typing "3500" should price once, not four times. */
const SETTLE_MS = 150;

export type LiveEstimate =
  { state: "idle" } | { state: "pricing" } | { state: "priced"; figures: LiveFigures } | { state: "unpriceable" };

/**
 * The estimate of a brief as the user corrects it, computed in a Web Worker so typing stays smooth.
 * Briefs are compared by content, and only the answer for the latest one is shown; `brief`
 * undefined (nothing changed, or not valid) shows none.
 */
export function useLiveEstimate(brief: Brief | undefined): LiveEstimate {
  const workerRef = useRef<Worker | null>(null);
  const asked = useRef({ id: 0, key: "" });
  const [answer, setAnswer] = useState<{ key: string; estimate: LiveEstimate } | null>(null);
  // Priced as the server prices it: with the calibration the user's own outcomes give the brief's domain.
  const { data: calibrations, isLoading: isLoadingCalibrations } = useGetCalibrationsQuery();
  const { data: profile, isLoading: isLoadingProfile } = useGetCompanyProfileQuery();
  const organisation = brief ? organisationFor(calibrations, brief.domain) : undefined;
  const company = profile ?? undefined;
  const loading = isLoadingCalibrations || isLoadingProfile;
  const key = brief && !loading ? JSON.stringify({ brief, organisation, company }) : "";

  useEffect(() => {
    const worker = new Worker(new URL("./estimate.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = ({ data }: MessageEvent<LiveEstimateAnswer>) => {
      if (data.id !== asked.current.id) return;
      setAnswer({
        key: asked.current.key,
        estimate: data.figures ? { state: "priced", figures: data.figures } : { state: "unpriceable" },
      });
    };
    worker.onerror = () => setAnswer({ key: asked.current.key, estimate: { state: "unpriceable" } });
    workerRef.current = worker;
    return () => {
      worker.terminate();
      workerRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (!key) return;
    const timer = window.setTimeout(() => {
      asked.current = { id: asked.current.id + 1, key };
      workerRef.current?.postMessage({ id: asked.current.id, ...(JSON.parse(key) as Omit<LiveEstimateRequest, "id">) });
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [key]);

  if (!key) return brief && loading ? { state: "pricing" } : { state: "idle" };
  return answer?.key === key ? answer.estimate : { state: "pricing" };
}
