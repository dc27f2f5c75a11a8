import { z } from "zod";
import { templateSchema, type ProposalTemplate, type TemplateCreateInput } from "@scopewise/shared";
import { apiClient, serviceUrl } from "../../lib/api-client";

const templatesUrl = (rest = "") => serviceUrl("main", `templates/${rest}`);

/** Proposal templates: the built-in ones and the user's own. */
export const templatesApi = apiClient.injectEndpoints({
  endpoints: (build) => ({
    listTemplates: build.query<ProposalTemplate[], void>({
      query: () => templatesUrl(),
      transformResponse: (body: unknown) => z.array(templateSchema).parse(body),
      providesTags: [{ type: "Template", id: "LIST" }],
    }),
    createTemplate: build.mutation<ProposalTemplate, TemplateCreateInput>({
      query: (body) => ({ url: templatesUrl(), method: "POST", body }),
      transformResponse: (body: unknown) => templateSchema.parse(body),
      invalidatesTags: [{ type: "Template", id: "LIST" }],
    }),
    deleteTemplate: build.mutation<unknown, string>({
      query: (id) => ({ url: templatesUrl(`${encodeURIComponent(id)}/`), method: "DELETE" }),
      invalidatesTags: [{ type: "Template", id: "LIST" }],
    }),
  }),
});

export const { useListTemplatesQuery, useCreateTemplateMutation, useDeleteTemplateMutation } = templatesApi;
