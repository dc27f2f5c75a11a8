import { deletedCountSchema, projectSchema, type Project } from "@scopewise/shared";
import { z } from "zod";
import { apiClient, serviceUrl } from "../../lib/api-client";

const projectListSchema = z.array(projectSchema);

/**
 * What a project's removal makes stale: the project list, the document list and history, and any open
 * document (it may have been inside). The removed project and its document list are not refetched:
 * they would only answer 404.
 */
const PROJECT_REMOVAL_TAGS = [{ type: "Project", id: "LIST" }, "Document", { type: "History", id: "LIST" }] as const;

export const projectsApi = apiClient.injectEndpoints({
  endpoints: (build) => ({
    getProjects: build.query<Project[], void>({
      query: () => serviceUrl("main", "projects/"),
      transformResponse: (body: unknown) => projectListSchema.parse(body),
      providesTags: [{ type: "Project", id: "LIST" }],
    }),
    getProject: build.query<Project, string>({
      query: (id) => serviceUrl("main", `projects/${encodeURIComponent(id)}/`),
      transformResponse: (body: unknown) => projectSchema.parse(body),
      providesTags: (_result, _error, id) => [{ type: "Project", id }],
    }),
    createProject: build.mutation<Project, { title: string; created_by: string }>({
      query: (body) => ({ url: serviceUrl("main", "projects/"), method: "POST", body }),
      transformResponse: (body: unknown) => projectSchema.parse(body),
      invalidatesTags: [{ type: "Project", id: "LIST" }],
    }),
    renameProject: build.mutation<Project, { id: string; title: string }>({
      query: ({ id, title }) => ({
        url: serviceUrl("main", `projects/${encodeURIComponent(id)}/`),
        method: "PATCH",
        body: { title },
      }),
      transformResponse: (body: unknown) => projectSchema.parse(body),
      invalidatesTags: (_result, _error, { id }) => [
        { type: "Project", id: "LIST" },
        { type: "Project", id },
      ],
    }),
    // Its documents go with it, so every document list and open document may be stale.
    deleteProject: build.mutation<void, string>({
      query: (id) => ({ url: serviceUrl("main", `projects/${encodeURIComponent(id)}/`), method: "DELETE" }),
      invalidatesTags: [...PROJECT_REMOVAL_TAGS],
    }),
    deleteAllProjects: build.mutation<{ deleted: number }, void>({
      query: () => ({ url: serviceUrl("main", "projects/delete-all/"), method: "DELETE" }),
      transformResponse: (body: unknown) => deletedCountSchema.parse(body),
      invalidatesTags: [...PROJECT_REMOVAL_TAGS],
    }),
  }),
});

export const {
  useGetProjectsQuery,
  useGetProjectQuery,
  useCreateProjectMutation,
  useRenameProjectMutation,
  useDeleteProjectMutation,
  useDeleteAllProjectsMutation,
} = projectsApi;
