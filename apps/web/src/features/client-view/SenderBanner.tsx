import type { SenderBrand } from "@scopewise/shared";

/**
 * Who the proposal is from: the sender's logo and company name on their brand colour, in the text
 * colour that reads on it (black or white, from the server). Without a colour, the page's own.
 */
export function SenderBanner({ sender }: { sender: SenderBrand }) {
  const style = sender.brand_colour
    ? { backgroundColor: sender.brand_colour, color: sender.text_colour ?? undefined }
    : undefined;
  return (
    <section
      aria-label="Sender"
      data-testid="sender-banner"
      style={style}
      className={`flex items-center gap-4 rounded-xl px-4 py-3 sm:px-5 ${style ? "" : "border border-zinc-800 bg-zinc-950 text-zinc-100"}`}
    >
      {sender.logo_url ? (
        // A white tile keeps a dark or transparent logo visible on any brand colour.
        <span className="flex h-12 max-w-[45%] min-w-12 shrink-0 items-center justify-center rounded-lg bg-white px-2 sm:h-14">
          <img
            src={sender.logo_url}
            alt={sender.company_name ? `${sender.company_name} logo` : "Sender's logo"}
            className="h-10 w-auto max-w-full object-contain sm:h-12"
          />
        </span>
      ) : null}
      {sender.company_name ? (
        <p className="min-w-0 text-base font-semibold break-words sm:text-lg">{sender.company_name}</p>
      ) : null}
    </section>
  );
}
