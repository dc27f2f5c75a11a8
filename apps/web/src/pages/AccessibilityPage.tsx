import { Link } from "react-router";
import { Logo } from "../components/Logo";
import { TextLink } from "../components/TextLink";
import { useGetClientConfigQuery } from "../features/sharing/client-config-api";

const CONFORMS = [
  "Every screen — signing in and up, password reset, the workspace, the composer, the document editor with its assistant, estimate and history pages, account dialogs and the public proposal page — is checked in our browser tests against the WCAG 2.0, 2.1 and 2.2 level A and AA rules of axe-core at desktop and phone widths, and must show no critical or serious violation.",
  "Text and controls meet the 4.5:1 contrast minimum; every control has a name; pages have landmarks and a heading outline.",
  "Everything can be done with a keyboard alone, with a visible focus ring. Dialogs keep focus inside and give it back when they close. The editor toolbar is one tab stop: the arrow keys move along it, and Shift+F10 (or the menu key) opens the table menu in a table.",
  "Screen readers hear the progress of a proposal being written, notifications, the assistant's answers, and a proposed change as inserted and deleted text. Each chart comes with the table of figures it is drawn from.",
  "Animations and smooth scrolling stop when the system asks for reduced motion. Pages reflow at 320 px width and 200 % zoom without scrolling sideways.",
];

const NOT_YET = [
  "Column widths of a table in the editor are changed by dragging only; the table's content and structure are fully usable from the keyboard and the table menu.",
  "Text written by the assistant follows the structure it is asked for; a heading it skips a level with is not corrected automatically.",
  "An image uploaded into a proposal takes its file name as its text alternative; there is no field yet to write a better one.",
  "Automated rules catch only part of the barriers; a full walk through the product with screen readers (NVDA, JAWS, VoiceOver) has not been done yet.",
];

/** The accessibility statement: what conforms to WCAG 2.2 AA, what does not yet, and how to report a barrier. */
export default function AccessibilityPage() {
  const { data: config } = useGetClientConfigQuery();
  const contact = config?.accessibility_contact;
  return (
    <div className="min-h-dvh bg-black px-4 py-10 text-zinc-100 sm:py-16">
      <header className="mx-auto mb-10 max-w-2xl">
        <Link to="/" className="inline-block rounded-md">
          <Logo className="h-8 w-auto" />
        </Link>
      </header>
      <main className="mx-auto max-w-2xl space-y-8 leading-relaxed">
        <h1 className="text-3xl font-semibold text-white">Accessibility</h1>
        <p className="text-zinc-300">
          Scopewise aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, so that people
          who write proposals, and the clients who read and accept them, can do so with a keyboard, a screen reader,
          magnification or reduced motion. It partially conforms today: the parts listed below do not yet.
        </p>
        <section aria-labelledby="conforms" className="space-y-3">
          <h2 id="conforms" className="text-xl font-semibold text-white">
            What conforms
          </h2>
          <ul className="list-disc space-y-2 pl-5 text-zinc-300">
            {CONFORMS.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="not-yet" className="space-y-3">
          <h2 id="not-yet" className="text-xl font-semibold text-white">
            What does not yet
          </h2>
          <ul className="list-disc space-y-2 pl-5 text-zinc-300">
            {NOT_YET.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="report" className="space-y-3">
          <h2 id="report" className="text-xl font-semibold text-white">
            Report a barrier
          </h2>
          <p className="text-zinc-300">
            If something stops you from using Scopewise or reading a proposal, tell us what you tried, on which page,
            and with which browser and assistive technology. We will reply, and while we fix it we will send you the
            content in a form you can use.
          </p>
          <p className="text-zinc-300">
            Email:{" "}
            {contact ? (
              <a
                href={`mailto:${contact}?subject=${encodeURIComponent("Accessibility barrier")}`}
                className="rounded-sm font-medium break-all text-violet-400 underline hover:text-violet-300"
              >
                {contact}
              </a>
            ) : (
              <span className="text-zinc-400">loading the address…</span>
            )}
          </p>
        </section>
        <p className="text-sm text-zinc-400">
          <TextLink to="/">Back to Scopewise</TextLink>
        </p>
      </main>
    </div>
  );
}
