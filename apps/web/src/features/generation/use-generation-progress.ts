import { useEffect, useState } from "react";
import { useStore } from "react-redux";
import { apiClient } from "../../lib/api-client";
import { useAppDispatch } from "../../store/hooks";
import type { RootState } from "../../store/store";
import { selectAccessToken } from "../auth/auth-slice";
import { isNoJobError, jobEventsPath, useGetEstimateJobQuery, type JobProgress } from "./generation-api";
import { streamJobEvents } from "./progress-stream";

/** How often the job is read when the event stream is not available. */
const FALLBACK_POLL_MS = 1000;

/**
 * A generation's live progress: the server's event stream, or polling the job when the stream
 * cannot be opened or breaks off. `restart` follows a new attempt after a retry. When the job ends,
 * the document (and so the estimate job tagged with it) is read again.
 */
export function useGenerationProgress(documentId: string) {
  const store = useStore<RootState>();
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  const [streamed, setStreamed] = useState<{ attempt: number; job: JobProgress } | null>(null);
  // Set when the stream of an attempt fails; polling answers from before then belong to an older attempt.
  const [fallback, setFallback] = useState<{ attempt: number; since: number } | null>(null);
  const isPolling = fallback?.attempt === attempt;

  useEffect(() => {
    const controller = new AbortController();
    streamJobEvents({
      url: jobEventsPath(documentId),
      // Read when connecting rather than subscribed to: a token refresh must not reopen the stream.
      token: selectAccessToken(store.getState()),
      signal: controller.signal,
      onProgress: (job) => setStreamed({ attempt, job }),
    })
      .then((outcome) => {
        if (outcome === "interrupted") setFallback({ attempt, since: Date.now() });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFallback({ attempt, since: Date.now() });
      });
    return () => controller.abort();
  }, [documentId, attempt, store]);

  const streamedJob = streamed?.attempt === attempt ? streamed.job : null;
  const polled = useGetEstimateJobQuery(documentId, { skip: !isPolling, refetchOnMountOrArgChange: true });
  const polledJob = isPolling && (polled.fulfilledTimeStamp ?? 0) >= fallback.since ? (polled.data ?? null) : null;
  const job: JobProgress | null = polledJob ?? streamedJob;
  const finishedStatus = job && job.status !== "generating" ? job.status : null;
  // Without a job to report on, the document page's own slower polling carries on alone.
  const keepPolling = isPolling && !finishedStatus && !isNoJobError(polled.error);
  const { refetch } = polled;

  useEffect(() => {
    if (!keepPolling) return;
    const timer = window.setInterval(() => void refetch(), FALLBACK_POLL_MS);
    return () => window.clearInterval(timer);
  }, [keepPolling, refetch]);

  useEffect(() => {
    if (finishedStatus) dispatch(apiClient.util.invalidateTags([{ type: "Document", id: documentId }]));
  }, [finishedStatus, attempt, documentId, dispatch]);

  return { job, restart: () => setAttempt((current) => current + 1) };
}
