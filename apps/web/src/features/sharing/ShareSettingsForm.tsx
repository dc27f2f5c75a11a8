import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import type { ShareUpdateInput } from "@scopewise/shared";
import { Button } from "../../components/Button";
import { PasswordField } from "../../components/PasswordField";
import { Spinner } from "../../components/Spinner";
import { TextField } from "../../components/TextField";
import { apiErrorText } from "../../lib/api-errors";
import { CheckboxRow } from "./CheckboxRow";
import { ShareLinkRow } from "./ShareLinkRow";
import { ProposalStanding } from "../sending/ProposalStanding";
import { useGetSendingQuery } from "../sending/sending-api";
import { useGetShareQuery, useUpdateShareMutation } from "./sharing-api";

/**
 * One document's link and what it allows: on/off, expiry, password, the client's options; copy and rotate below.
 * `heldBack` (why the proposal may not go out yet) keeps the link from being turned on, by the switch or by copying.
 */
export function ShareSettingsForm({
  documentId,
  label,
  heldBack,
}: {
  documentId: string;
  label: string;
  heldBack?: string | undefined;
}) {
  const { data: share, isLoading, isError } = useGetShareQuery(documentId);
  const { data: sending } = useGetSendingQuery(documentId);
  const [update, { isLoading: isSaving }] = useUpdateShareMutation();
  const [password, setPassword] = useState("");

  const save = async (changes: ShareUpdateInput, done: string) => {
    try {
      await update({ id: documentId, changes }).unwrap();
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(apiErrorText(error, "The link settings could not be saved"));
      return false;
    }
  };
  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    if (await save({ password }, "Password set. Share it with the client separately.")) setPassword("");
  };

  if (isLoading) return <Spinner className="mx-auto size-6 text-violet-400" label="Loading link settings" />;
  if (isError || !share)
    return <p className="text-sm text-red-400">The link settings could not be loaded. Close this and try again.</p>;
  const declined = sending?.proposal_status === "declined";
  const live = share.enabled && !declined;
  // Turning the link off stays possible; only putting it out again waits for the approval.
  const mayNotGoOut = heldBack !== undefined && !live;
  return (
    <div className="space-y-5">
      {sending ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-zinc-300" data-testid="share-standing">
          <ProposalStanding status={sending.proposal_status} value={sending.proposal_value} />
          <span className="text-zinc-400">
            {live
              ? "The client can open this link."
              : mayNotGoOut
                ? "Not shared yet."
                : declined
                  ? "Declined: copying the link shares it again, so the client can accept it."
                  : "Not shared yet: copying the link turns it on."}
          </span>
        </div>
      ) : null}
      <CheckboxRow
        label="Link is on"
        hint={
          mayNotGoOut
            ? heldBack
            : share.enabled
              ? "Anyone with the link (and its password, if set) can read this proposal."
              : "The link answers “not found” until you turn it on again."
        }
        checked={share.enabled}
        disabled={isSaving || mayNotGoOut}
        onChange={(enabled) => void save({ enabled }, enabled ? "Link turned on." : "Link turned off.")}
      />
      <ul>
        <ShareLinkRow document={{ id: documentId, uuid: share.uuid, label, live }} copyDisabled={mayNotGoOut} />
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            label="Link expires after"
            type="date"
            hint={
              share.expires_at
                ? `Stops working after ${share.expires_at.slice(0, 10)} (end of day, UTC).`
                : "No expiry date."
            }
            value={share.expires_at ? share.expires_at.slice(0, 10) : ""}
            disabled={isSaving}
            onChange={(event) => {
              const day = event.currentTarget.value;
              if (day) void save({ expires_at: `${day}T23:59:59.000Z` }, "Expiry date saved.");
            }}
          />
        </div>
        {share.expires_at ? (
          <Button
            variant="secondary"
            className="sm:mb-6"
            disabled={isSaving}
            onClick={() => void save({ expires_at: null }, "The link no longer expires.")}
          >
            No expiry
          </Button>
        ) : null}
      </div>
      <form onSubmit={(event) => void savePassword(event)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <PasswordField
            label={share.has_password ? "Change the password" : "Password (optional)"}
            hint={
              share.has_password
                ? "The client must enter the password to open the link."
                : "Without one, the link alone opens the proposal."
            }
            autoComplete="new-password"
            value={password}
            minLength={4}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
        </div>
        <Button type="submit" variant="secondary" className="sm:mb-6" disabled={isSaving || password.length < 4}>
          Set password
        </Button>
        {share.has_password ? (
          <Button
            variant="ghost"
            className="sm:mb-6"
            disabled={isSaving}
            onClick={() => void save({ password: null }, "Password removed.")}
          >
            Remove password
          </Button>
        ) : null}
      </form>
      <CheckboxRow
        label="Let the client choose options"
        hint="The client can leave out the items you mark optional and change adjustable quantities (in the document's “Client options” panel); totals update as they choose."
        checked={share.allow_options}
        disabled={isSaving}
        onChange={(allow_options) =>
          void save(
            { allow_options },
            allow_options ? "The client can choose options." : "The client sees the proposal as written.",
          )
        }
      />
    </div>
  );
}
