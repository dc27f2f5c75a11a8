import {
  importPreviewSchema,
  organisationCalibrationSchema,
  outcomeSchema,
  scorecardSchema,
  type ImportConfirmInput,
  type ImportPreview,
  type ImportPreviewInput,
  type OrganisationCalibrationAnswer,
  type Outcome,
  type OutcomeInput,
  type OutcomeUpdate,
  type Scorecard,
} from "@scopewise/shared";
import { apiClient, serviceUrl } from "../../lib/api-client";

const outcomePath = (id: string, rest = "") =>
  serviceUrl("chats", `documents/${encodeURIComponent(id)}/outcome/${rest}`);
const SCORECARD_PATH = serviceUrl("main", "outcomes/scorecard/");
/** Every list made from the user's outcomes (the outcomes, calibrations, scorecard): any change refetches them. */
const ALL_OUTCOMES = { type: "Outcome", id: "ALL" } as const;

/** What a proposal's project really took, the import of time entries, and the calibration scorecard. */
export const outcomesApi = apiClient.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The user's recorded outcomes. A proposal's panel picks its own from this list rather than asking
     * for it alone, which answers 404 while none is recorded: a proposal without one is not an error.
     */
    listOutcomes: build.query<Outcome[], void>({
      query: () => serviceUrl("main", "outcomes/"),
      transformResponse: (body: unknown) => outcomeSchema.array().parse(body),
      providesTags: [ALL_OUTCOMES],
    }),
    recordOutcome: build.mutation<Outcome, { id: string; outcome: OutcomeInput }>({
      query: ({ id, outcome }) => ({ url: outcomePath(id), method: "POST", body: outcome }),
      transformResponse: (body: unknown) => outcomeSchema.parse(body),
      invalidatesTags: [ALL_OUTCOMES],
    }),
    updateOutcome: build.mutation<Outcome, { id: string; changes: OutcomeUpdate }>({
      query: ({ id, changes }) => ({ url: outcomePath(id), method: "PATCH", body: changes }),
      transformResponse: (body: unknown) => outcomeSchema.parse(body),
      invalidatesTags: [ALL_OUTCOMES],
    }),
    deleteOutcome: build.mutation<void, string>({
      query: (id) => ({ url: outcomePath(id), method: "DELETE" }),
      invalidatesTags: [ALL_OUTCOMES],
    }),
    /** What importing the CSV would record; nothing is stored. */
    previewImport: build.mutation<ImportPreview, { id: string } & ImportPreviewInput>({
      query: ({ id, ...body }) => ({ url: outcomePath(id, "import/preview/"), method: "POST", body }),
      transformResponse: (body: unknown) => importPreviewSchema.parse(body),
    }),
    confirmImport: build.mutation<Outcome, { id: string } & ImportConfirmInput>({
      query: ({ id, ...body }) => ({ url: outcomePath(id, "import/"), method: "POST", body }),
      transformResponse: (body: unknown) => outcomeSchema.parse(body),
      invalidatesTags: [ALL_OUTCOMES],
    }),
    /** What the user's estimates are calibrated on, per domain with recorded outcomes. */
    getCalibrations: build.query<OrganisationCalibrationAnswer[], void>({
      query: () => serviceUrl("main", "outcomes/calibrations/"),
      transformResponse: (body: unknown) => organisationCalibrationSchema.array().parse(body),
      providesTags: [ALL_OUTCOMES],
    }),
    getScorecard: build.query<Scorecard, void>({
      query: () => SCORECARD_PATH,
      transformResponse: (body: unknown) => scorecardSchema.parse(body),
      providesTags: [ALL_OUTCOMES],
    }),
    /** The scorecard's points as a CSV file (an object URL), fetched with the sign-in. */
    downloadScorecard: build.mutation<string, void>({
      query: () => ({
        url: `${SCORECARD_PATH}?format=csv`,
        responseHandler: async (response: Response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
  }),
});

export const {
  useListOutcomesQuery,
  useRecordOutcomeMutation,
  useUpdateOutcomeMutation,
  useDeleteOutcomeMutation,
  usePreviewImportMutation,
  useConfirmImportMutation,
  useGetCalibrationsQuery,
  useGetScorecardQuery,
  useDownloadScorecardMutation,
} = outcomesApi;

/** The proposal's recorded outcome, or null while there is none. */
export function useOutcomeOf(documentId: string): { outcome: Outcome | null; isLoading: boolean } {
  return useListOutcomesQuery(undefined, {
    selectFromResult: ({ data, isLoading }) => ({
      outcome: data?.find((outcome) => outcome.document_id === documentId) ?? null,
      isLoading,
    }),
  });
}
