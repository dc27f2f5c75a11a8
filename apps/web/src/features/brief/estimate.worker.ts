// First: the worker is its own bundle, and the engine may build zod schemas before anything else would configure zod.
import "@scopewise/shared/zod-config";
import { companyTermsOf, estimate } from "@scopewise/estimator";
import { figuresOf, type LiveEstimateAnswer, type LiveEstimateRequest } from "./live-figures";

/**
 * Prices a corrected brief off the page's thread: the engine is pure, so the figures a user sees
 * before applying are the ones the server will compute from the same brief (with the same
 * calibration on the user's outcomes, and the company's own rates).
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<LiveEstimateRequest>) => void) | null;
  postMessage: (answer: LiveEstimateAnswer) => void;
};

scope.onmessage = ({ data }) => {
  try {
    scope.postMessage({
      id: data.id,
      figures: figuresOf(
        estimate(data.brief, undefined, {
          organisation: data.organisation,
          company: data.company ? companyTermsOf(data.company) : undefined,
        }),
      ),
    });
  } catch {
    scope.postMessage({ id: data.id, figures: null });
  }
};
