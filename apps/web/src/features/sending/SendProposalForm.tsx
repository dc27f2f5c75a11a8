import { SEND_LIMITS, sendInputSchema } from "@scopewise/shared";
import { Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { Button } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { TextAreaField } from "../../components/TextAreaField";
import { TextField } from "../../components/TextField";
import { apiErrorText, serverFieldErrors } from "../../lib/api-errors";
import { CheckboxRow } from "../sharing/CheckboxRow";
import { recipientList } from "./recipient-list";
import { useGetSendingQuery, useSendProposalMutation } from "./sending-api";
import { SendHistory } from "./SendHistory";

const DEFAULT_REMINDER_DAYS = 3;

/**
 * "Send to client": recipients, a message, an optional reminder. Sending turns the link on; each
 * recipient gets their own mail with the link, and replies go to the owner.
 */
export function SendProposalForm({
  documentId,
  title,
  onSent,
}: {
  documentId: string;
  title: string;
  onSent?: () => void;
}) {
  const { data: sending } = useGetSendingQuery(documentId);
  const [send, { isLoading }] = useSendProposalMutation();
  const [recipients, setRecipients] = useState("");
  const [message, setMessage] = useState("");
  const [remind, setRemind] = useState(true);
  const [days, setDays] = useState(String(DEFAULT_REMINDER_DAYS));
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** An edited field's error goes: it is checked again when sent. */
  const edited = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = sendInputSchema.safeParse({
      recipients: recipientList(recipients),
      message,
      remind_after_days: remind ? Number(days) : null,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      await send({ id: documentId, input: parsed.data }).unwrap();
      toast.success(`Sent to ${parsed.data.recipients.join(", ")}.`);
      setRecipients("");
      onSent?.();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toast.error(apiErrorText(error, "The proposal could not be sent"));
    }
  };

  const locked = sending?.proposal_status === "accepted";
  return (
    <div className="space-y-6">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" aria-label={`Send ${title}`}>
        <TextField
          label="To"
          type="text"
          inputMode="email"
          autoComplete="off"
          placeholder="client@example.com, another@example.com"
          hint={`Up to ${SEND_LIMITS.recipientsMax} addresses, separated by commas. Each gets their own mail; replies come to you.`}
          value={recipients}
          error={errors.recipients}
          disabled={locked}
          onChange={(event) => {
            setRecipients(event.currentTarget.value);
            edited("recipients");
          }}
        />
        <TextAreaField
          label="Message"
          rows={5}
          maxLength={SEND_LIMITS.messageMaxLength}
          placeholder="Hello, here is our proposal. I am happy to walk you through it."
          hint="Shown above the link to the proposal."
          value={message}
          error={errors.message}
          disabled={locked}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            edited("message");
          }}
        />
        <div className="flex flex-wrap items-end gap-3">
          <CheckboxRow
            label="Remind them if they have not answered"
            hint="Sent once, unless they accept or decline first."
            checked={remind}
            disabled={locked}
            onChange={setRemind}
          />
          {remind ? (
            <div className="w-32">
              <TextField
                label="After (days)"
                type="number"
                inputMode="numeric"
                min={1}
                max={SEND_LIMITS.reminderDaysMax}
                value={days}
                error={errors.remind_after_days}
                disabled={locked}
                onChange={(event) => {
                  setDays(event.currentTarget.value);
                  edited("remind_after_days");
                }}
              />
            </div>
          ) : null}
        </div>
        {locked ? (
          <p className="text-sm text-emerald-200">The client accepted this proposal: there is nothing left to send.</p>
        ) : null}
        <Button type="submit" disabled={isLoading || locked || recipients.trim() === ""}>
          {isLoading ? <Spinner className="size-4" /> : <Send aria-hidden="true" className="size-4" />}
          {isLoading ? "Sending..." : "Send proposal"}
        </Button>
      </form>
      {sending && sending.sends.length > 0 ? <SendHistory sends={sending.sends} /> : null}
    </div>
  );
}
