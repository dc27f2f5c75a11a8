import { PROFILE_IMAGE_TYPES } from "@scopewise/shared";
import { ImageUp, Trash2 } from "lucide-react";
import type { ChangeEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { apiErrorText } from "../../lib/api-errors";
import { pictureProblem } from "../profile/profile-form";
import { useDeleteCompanyLogoMutation, useUploadCompanyLogoMutation } from "./company-api";

/** The company logo: shown, uploaded at once when chosen (checked as a profile picture is), or removed. */
export function CompanyLogoField({ logoUrl, companyName }: { logoUrl: string | null; companyName: string }) {
  const [upload, { isLoading: isUploading }] = useUploadCompanyLogoMutation();
  const [remove, { isLoading: isRemoving }] = useDeleteCompanyLogoMutation();

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = pictureProblem(file);
    if (problem) return void toast.error(problem);
    const result = await upload(file);
    if (result.error) toast.error(apiErrorText(result.error, "The logo could not be uploaded"));
    else toast.success("Logo uploaded");
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="flex h-16 w-32 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-zinc-800 bg-white">
        {logoUrl ? (
          <img
            src={logoUrl}
            alt={companyName ? `${companyName} logo` : "Company logo"}
            className="h-14 w-28 object-contain"
          />
        ) : (
          <span className="text-xs text-zinc-500">No logo</span>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-zinc-800 bg-zinc-900 px-3 text-sm font-medium text-zinc-100 transition-colors hover:border-zinc-700 hover:bg-zinc-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-400">
          {isUploading ? <Spinner /> : <ImageUp aria-hidden="true" className="size-4" />}
          {logoUrl ? "Change logo" : "Upload logo"}
          <input
            type="file"
            name="logo"
            accept={PROFILE_IMAGE_TYPES.join(",")}
            onChange={(event) => void onChange(event)}
            className="sr-only"
          />
        </label>
        {logoUrl ? (
          <Button variant="ghost" className="h-9" disabled={isRemoving} onClick={() => void remove()}>
            <Trash2 aria-hidden="true" className="size-4" />
            Remove
          </Button>
        ) : null}
        <p className="w-full text-xs text-zinc-500">PNG, JPEG or WebP, under 5MB.</p>
      </div>
    </div>
  );
}
