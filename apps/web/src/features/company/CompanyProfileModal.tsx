import type { CompanyProfile } from "@scopewise/shared";
import { useState, type ChangeEvent, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Modal } from "../../components/Modal";
import { FormActions } from "../../components/FormActions";
import { TextAreaField } from "../../components/TextAreaField";
import { TextField } from "../../components/TextField";
import { serverFieldErrors } from "../../lib/api-errors";
import { useGetCompanyProfileQuery, useUpdateCompanyProfileMutation } from "./company-api";
import { formValuesOf, parseCompanyForm, type CompanyFormValues } from "./company-form";
import { CompanyLogoField } from "./CompanyLogoField";
import { CompanyRatesField } from "./CompanyRatesField";
import { BrandColourField } from "./BrandColourField";

/** The company profile's form in its own dialog, opened from Settings. */
export function CompanyProfileModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: profile, isError } = useGetCompanyProfileQuery(undefined, { skip: !open });
  return (
    <Modal open={open} title="Company profile" onClose={onClose}>
      {profile ? (
        // Mounted while open: each opening starts from what is stored, and a logo upload (which
        // refetches the profile) keeps what is typed meanwhile.
        <CompanyProfileForm profile={profile} onClose={onClose} />
      ) : (
        <p className="py-6 text-sm text-zinc-400">
          {isError ? "The company profile could not be loaded." : "Loading the company profile…"}
        </p>
      )}
    </Modal>
  );
}

function CompanyProfileForm({ profile, onClose }: { profile: CompanyProfile; onClose: () => void }) {
  const [values, setValues] = useState<CompanyFormValues>(() => formValuesOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { isLoading }] = useUpdateCompanyProfileMutation();
  const set = (changes: Partial<CompanyFormValues>) => setValues((current) => ({ ...current, ...changes }));
  const onText = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    set({ [event.target.name]: event.target.value });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseCompanyForm(values);
    if (parsed.errors) {
      setErrors(parsed.errors);
      toast.error("Please fix the form errors before submitting");
      return;
    }
    setErrors({});
    const result = await save(parsed.input);
    if (result.error) {
      setErrors(serverFieldErrors(result.error));
      toast.error("The company profile could not be saved");
      return;
    }
    toast.success("Company profile saved");
    onClose();
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <CompanyLogoField logoUrl={profile.logo_url} companyName={values.company_name} />
      <TextField
        label="Company name"
        name="company_name"
        autoComplete="organization"
        value={values.company_name}
        onChange={onText}
        error={errors.company_name}
      />
      <BrandColourField
        value={values.brand_colour}
        onChange={(brand_colour) => set({ brand_colour })}
        error={errors.brand_colour}
      />
      <TextAreaField
        label="Address"
        name="address"
        autoComplete="street-address"
        rows={2}
        value={values.address}
        onChange={onText}
        error={errors.address}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Default currency"
          name="default_currency"
          placeholder="EUR"
          maxLength={3}
          className="uppercase"
          value={values.default_currency}
          onChange={onText}
          error={errors.default_currency}
          hint="Used when a request states none."
        />
        <TextField
          label="Default location"
          name="default_location"
          placeholder="Lisbon"
          value={values.default_location}
          onChange={onText}
          error={errors.default_location}
          hint="Used when a request names no place."
        />
      </div>
      <CompanyRatesField
        rates={values.rates}
        currency={values.default_currency}
        error={errors.rates}
        onChange={(rates) => set({ rates })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Payment terms (days)"
          name="payment_days"
          inputMode="numeric"
          placeholder="30"
          value={values.payment_days}
          onChange={onText}
          error={errors.payment_days}
        />
        <TextField
          label="Quotation validity (days)"
          name="validity_days"
          inputMode="numeric"
          placeholder="30"
          value={values.validity_days}
          onChange={onText}
          error={errors.validity_days}
        />
      </div>
      <FormActions submitLabel="Save company profile" busy={isLoading} onCancel={onClose} />
    </form>
  );
}
