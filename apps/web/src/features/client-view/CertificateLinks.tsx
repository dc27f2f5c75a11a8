import type { MouseEvent, ReactNode } from "react";
import toast from "react-hot-toast";
import { saveFile } from "../../editor/download/save-file";
import { apiErrorText } from "../../lib/api-errors";
import { serviceUrl } from "../../lib/api-client";

/** Fetches a certificate with the reader's credentials (the sign-in, or the share password) and answers an object URL of it. */
export type CertificateLoader = (url: string) => Promise<string>;

/** An opened certificate's object URL is let go after this: its tab has long loaded it. */
const OPENED_URL_LIFETIME_MS = 60_000;

/**
 * Links to an acceptance certificate and its PDF. Reading one takes the sign-in or the share
 * password, which a plain link cannot send, so a click fetches it with them and shows (or saves)
 * what came back; the links keep the certificate's address as their target all the same.
 */
export function CertificateLinks({
  url,
  load,
  linkClassName,
  pdfLabel,
  separator,
}: {
  url: string;
  load: CertificateLoader;
  linkClassName: string;
  pdfLabel: string;
  separator?: ReactNode;
}) {
  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // Opened during the click, while the browser allows a new tab; it gets the certificate once here.
    const tab = window.open("", "_blank");
    try {
      const objectUrl = await load(apiAddress(url));
      if (tab) {
        tab.opener = null;
        tab.location.href = objectUrl;
        window.setTimeout(() => URL.revokeObjectURL(objectUrl), OPENED_URL_LIFETIME_MS);
      } else saveFile(objectUrl, "acceptance-certificate.html");
    } catch (error) {
      tab?.close();
      toast.error(failureText(error), { id: "certificate" });
    }
  };
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    try {
      saveFile(await load(`${apiAddress(url)}?format=pdf`), "acceptance-certificate.pdf");
    } catch (error) {
      toast.error(failureText(error), { id: "certificate" });
    }
  };
  return (
    <>
      <a className={linkClassName} href={url} target="_blank" rel="noreferrer" onClick={(event) => void open(event)}>
        Acceptance certificate
      </a>
      {separator}
      <a className={linkClassName} href={`${url}?format=pdf`} onClick={(event) => void download(event)}>
        {pdfLabel}
      </a>
    </>
  );
}

/** The certificate's address on the app's API base, which its public address (on PUBLIC_URL) may not be, as in development. */
function apiAddress(url: string): string {
  const { pathname } = new URL(url, window.location.href);
  return pathname.startsWith("/api/") ? serviceUrl("main", pathname.slice("/api/".length)) : url;
}

function failureText(error: unknown): string {
  if (typeof error === "object" && error !== null && "status" in error && error.status === 404) {
    return "This certificate is no longer at this address. Reload the page to get its current one.";
  }
  return apiErrorText(error, "The certificate could not be opened. Please try again.");
}
