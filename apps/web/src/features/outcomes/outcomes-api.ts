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

/** What a proposal's project really took, the import of time entries, and the calibration scorecard. */
export const outcomesApi = apiClient.injectEndpoints({
  endpoints: (build) => ({
    /** The recorded outcome, or null while there is none (the server answers 404). */
    getOutcome: build.query<Outcome | null, string>({
      query: (id) => ({
        url: outcomePath(id),
        validateStatus: (response: Response) => response.ok || response.status === 404,
      }),
      transformResponse: (body: unknown) => {
        const parsed = outcomeSchema.safeParse(body);
        return parsed.success ? parsed.data : null;
      },
      providesTags: (_result, _error, id) => [{ type: "Outcome", id }],
    }),
    recordOutcome: build.mutation<Outcome, { id: string; outcome: OutcomeInput }>({
      query: ({ id, outcome }) => ({ url: outcomePath(id), method: "POST", body: outcome }),
      transformResponse: (body: unknown) => outcomeSchema.parse(body),
      invalidatesTags: (_result, _error, { id }) => [
        { type: "Outcome", id },
        { type: "Outcome", id: "SCORECARD" },
      ],
    }),
    updateOutcome: build.mutation<Outcome, { id: string; changes: OutcomeUpdate }>({
      query: ({ id, changes }) => ({ url: outcomePath(id), method: "PATCH", body: changes }),
      transformResponse: (body: unknown) => outcomeSchema.parse(body),
      invalidatesTags: (_result, _error, { id }) => [
        { type: "Outcome", id },
        { type: "Outcome", id: "SCORECARD" },
      ],
    }),
    deleteOutcome: build.mutation<void, string>({
      query: (id) => ({ url: outcomePath(id), method: "DELETE" }),
      invalidatesTags: (_result, _error, id) => [
        { type: "Outcome", id },
        { type: "Outcome", id: "SCORECARD" },
      ],
    }),
    /** What importing the CSV would record; nothing is stored. */
    previewImport: build.mutation<ImportPreview, { id: string } & ImportPreviewInput>({
      query: ({ id, ...body }) => ({ url: outcomePath(id, "import/preview/"), method: "POST", body }),
      transformResponse: (body: unknown) => importPreviewSchema.parse(body),
    }),
    confirmImport: build.mutation<Outcome, { id: string } & ImportConfirmInput>({
      query: ({ id, ...body }) => ({ url: outcomePath(id, "import/"), method: "POST", body }),
      transformResponse: (body: unknown) => outcomeSchema.parse(body),
      invalidatesTags: (_result, _error, { id }) => [
        { type: "Outcome", id },
        { type: "Outcome", id: "SCORECARD" },
      ],
    }),
    /** What the user's estimates are calibrated on, per domain with recorded outcomes. */
    getCalibrations: build.query<OrganisationCalibrationAnswer[], void>({
      query: () => serviceUrl("main", "outcomes/calibrations/"),
      transformResponse: (body: unknown) => organisationCalibrationSchema.array().parse(body),
      providesTags: [{ type: "Outcome", id: "SCORECARD" }],
    }),
    getScorecard: build.query<Scorecard, void>({
      query: () => SCORECARD_PATH,
      transformResponse: (body: unknown) => scorecardSchema.parse(body),
      providesTags: [{ type: "Outcome", id: "SCORECARD" }],
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
  useGetOutcomeQuery,
  useRecordOutcomeMutation,
  useUpdateOutcomeMutation,
  useDeleteOutcomeMutation,
  usePreviewImportMutation,
  useConfirmImportMutation,
  useGetCalibrationsQuery,
  useGetScorecardQuery,
  useDownloadScorecardMutation,
} = outcomesApi;
