import { CircleX } from "lucide-react";
import type { Ref } from "react";
import { AnswerNotice } from "./AnswerNotice";

/** The client's page once they declined: when, and the reason they gave (the sender has it too). */
export function DeclinedNotice({
  decline,
  ref,
}: {
  decline: { name: string; reason: string; declined_at: string };
  ref?: Ref<HTMLElement>;
}) {
  return (
    <AnswerNotice ref={ref} tone="declined" section="Declined" icon={CircleX} heading={`Declined by ${decline.name}`}>
      <p className="text-sm text-red-50">
        On {new Date(decline.declined_at).toLocaleString()}. The sender has been told, with your reason:
      </p>
      <blockquote className="border-l-2 border-red-400/50 pl-3 text-sm whitespace-pre-line text-red-50/90">
        {decline.reason}
      </blockquote>
    </AnswerNotice>
  );
}
