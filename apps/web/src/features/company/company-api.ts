import { companyProfileSchema, type CompanyProfile, type CompanyProfileInput } from "@scopewise/shared";
import { apiClient, serviceUrl } from "../../lib/api-client";

const profileUrl = (rest = "") => serviceUrl("main", `company-profile/${rest}`);
const parse = (body: unknown) => companyProfileSchema.parse(body);

/** The signed-in user's company profile and its logo. */
export const companyApi = apiClient.injectEndpoints({
  endpoints: (build) => ({
    getCompanyProfile: build.query<CompanyProfile, void>({
      query: () => profileUrl(),
      transformResponse: parse,
      providesTags: ["CompanyProfile"],
    }),
    updateCompanyProfile: build.mutation<CompanyProfile, CompanyProfileInput>({
      query: (body) => ({ url: profileUrl(), method: "PUT", body }),
      transformResponse: parse,
      invalidatesTags: ["CompanyProfile"],
    }),
    uploadCompanyLogo: build.mutation<CompanyProfile, File>({
      query: (file) => {
        const body = new FormData();
        body.append("logo", file);
        return { url: profileUrl("logo/"), method: "POST", body };
      },
      transformResponse: parse,
      invalidatesTags: ["CompanyProfile"],
    }),
    deleteCompanyLogo: build.mutation<CompanyProfile, void>({
      query: () => ({ url: profileUrl("logo/"), method: "DELETE" }),
      transformResponse: parse,
      invalidatesTags: ["CompanyProfile"],
    }),
  }),
});

export const {
  useGetCompanyProfileQuery,
  useUpdateCompanyProfileMutation,
  useUploadCompanyLogoMutation,
  useDeleteCompanyLogoMutation,
} = companyApi;
