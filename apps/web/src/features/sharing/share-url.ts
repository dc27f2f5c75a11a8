import { useGetClientConfigQuery } from "./client-config-api";

/** A document's public read-only link on the given site address (spec section 2). */
export function shareUrl(publicUrl: string, uuid: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/estimate-your-project/spectate/${encodeURIComponent(uuid)}`;
}

/**
 * The site address for links meant for others: the server's PUBLIC_URL (this tab may be on another
 * address, e.g. behind a proxy), else this page's own origin while it loads or when it cannot be read.
 */
export function usePublicUrl(): string {
  return useGetClientConfigQuery().data?.public_url ?? window.location.origin;
}
