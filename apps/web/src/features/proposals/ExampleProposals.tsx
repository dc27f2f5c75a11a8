import { Lightbulb } from "lucide-react";
import { Button } from "../../components/Button";
import type { ExampleProposal } from "./example-proposals";

interface ExampleProposalsProps {
  examples: ExampleProposal[];
  onUse: (example: ExampleProposal) => void;
}

/** Example prompts for a user without proposals, kept apart from (and never mixed with) real ones. */
export function ExampleProposals({ examples, onUse }: ExampleProposalsProps) {
  return (
    <section aria-labelledby="example-proposals-heading" className="@container">
      <div className="mb-4 flex items-start gap-3 rounded-xl border border-violet-500/20 bg-violet-500/5 p-4">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-violet-300" />
        <div>
          <h2 id="example-proposals-heading" className="text-sm font-medium text-zinc-100">
            Example proposals — start from one of these
          </h2>
          <p className="mt-1 text-xs text-zinc-400">
            You have no proposals yet. Pick an example to put its request into a new proposal, where you can edit it
            before sending.
          </p>
        </div>
      </div>
      <ul className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3 @5xl:grid-cols-4">
        {examples.map((example) => (
          <li
            key={example.title}
            className="flex flex-col rounded-xl border border-dashed border-zinc-800 bg-zinc-950/60 p-5"
          >
            <p className="text-xs font-medium text-violet-300">Example · {example.category}</p>
            <h3 className="mt-2 text-sm leading-snug font-medium text-zinc-100">{example.title}</h3>
            <p className="mt-2 line-clamp-4 text-xs leading-relaxed text-zinc-400">{example.prompt}</p>
            <div className="mt-auto pt-4">
              {/* Spec: the cards show a View button; the hidden words say what it does for screen readers. */}
              <Button variant="secondary" className="h-9 w-full" onClick={() => onUse(example)}>
                <span className="sr-only">{`Use the example "${example.title}": `}</span>
                View
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
