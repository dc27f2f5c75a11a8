import type { User } from "@scopewise/shared";
import { useEffect, useState, type ChangeEvent, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { Modal } from "../../components/Modal";
import { Spinner } from "../../components/Spinner";
import { TextField } from "../../components/TextField";
import { profileUpdateErrorText } from "../../lib/api-errors";
import { useFormValues } from "../../lib/use-form-values";
import { useAppDispatch } from "../../store/hooks";
import { useUpdateProfileMutation } from "../auth/auth-api";
import { userUpdated } from "../auth/auth-slice";
import { buildProfileUpdate, validateProfileNames, type ProfileNameErrors } from "./profile-form";
import { ProfilePicturePicker } from "./ProfilePicturePicker";

interface ProfileSettingsModalProps {
  open: boolean;
  user: User;
  onClose: () => void;
}

interface PickedPicture {
  file: File;
  previewUrl: string;
}

export function ProfileSettingsModal({ open, user, onClose }: ProfileSettingsModalProps) {
  return (
    <Modal open={open} title="Profile Settings" onClose={onClose}>
      {/* Mounted only while open, so every opening starts from the stored profile. */}
      <ProfileForm user={user} onClose={onClose} />
    </Modal>
  );
}

function ProfileForm({ user, onClose }: { user: User; onClose: () => void }) {
  const { values, onChange } = useFormValues({ first_name: user.first_name, last_name: user.last_name });
  const [errors, setErrors] = useState<ProfileNameErrors>({});
  const [picture, setPicture] = useState<PickedPicture | null>(null);
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const dispatch = useAppDispatch();

  // Each preview URL holds the file in memory until revoked.
  useEffect(() => {
    if (!picture) return;
    return () => URL.revokeObjectURL(picture.previewUrl);
  }, [picture]);

  // Once shown, an error stays until its field is valid (and then goes at once), not until the next submit.
  const onNameChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event);
    if (Object.keys(errors).length === 0) return;
    setErrors(validateProfileNames({ ...values, [event.target.name]: event.target.value }));
  };

  const isDirty = values.first_name !== user.first_name || values.last_name !== user.last_name || picture !== null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nameErrors = validateProfileNames(values);
    setErrors(nameErrors);
    if (Object.keys(nameErrors).length > 0) {
      toast.error("Please fix the form errors before submitting");
      return;
    }
    const body = buildProfileUpdate(user, values, picture?.file ?? null);
    if (!body) {
      toast("No changes to save");
      return;
    }
    try {
      dispatch(userUpdated(await updateProfile(body).unwrap()));
      toast.success("Profile updated successfully!");
      onClose();
    } catch (error) {
      toast.error(profileUpdateErrorText(error));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <ProfilePicturePicker
        user={user}
        previewUrl={picture?.previewUrl ?? null}
        onPick={(file) => setPicture({ file, previewUrl: URL.createObjectURL(file) })}
      />
      <TextField label="Username" value={user.username} readOnly hint="Username cannot be changed" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First Name"
          name="first_name"
          autoComplete="given-name"
          value={values.first_name}
          onChange={onNameChange}
          error={errors.first_name}
        />
        <TextField
          label="Last Name"
          name="last_name"
          autoComplete="family-name"
          value={values.last_name}
          onChange={onNameChange}
          error={errors.last_name}
        />
      </div>
      <TextField label="Email Address" type="email" value={user.email} readOnly hint="Email cannot be changed" />
      <div className="flex flex-col-reverse gap-3 border-t border-zinc-800/80 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isDirty || isLoading}>
          {isLoading ? <Spinner /> : null}
          Save Changes
        </Button>
      </div>
    </form>
  );
}
