import type { Page } from "playwright-core";
import { api, type Session } from "./session.js";

/** The documents behind the client's screens, made once per journey file through the API. */
export interface ClientScreenData {
  /** Shared with options the client may change (one optional item, one adjustable quantity), no password. */
  optionsDocumentId: string;
  optionsShareUuid: string;
  /** Shared behind a password. */
  gatedShareUuid: string;
  /** Shared with options and accepted by a client: locked, with an acceptance and its certificate. */
  acceptedDocumentId: string;
  acceptedShareUuid: string;
  certificateUrl: string;
  /** A plain document saved twice: three versions to list and compare. */
  historyDocumentId: string;
}

export const SHARE_PASSWORD = "harbour-view-42";
export const CLIENT_REQUEST = "Renovate a 40 m2 kitchen in Austin: new cabinets, countertops, tiling and lighting.";

interface OptionItem {
  id: string;
  quantity: number;
}

/** A proposal generated from a request, once its estimate is ready. */
export async function pricedProposal(token: string, projectId?: string, base?: string): Promise<string> {
  const created = await api<{ id: string }>("documents/", {
    method: "POST",
    token,
    base,
    body: { conversation: CLIENT_REQUEST, project_id: projectId },
  });
  for (let i = 0; i < 300; i++) {
    const job = await api<{ status: string }>(`technical-estimation/proposal/${created.id}`, { token, base });
    if (job.status === "ready") break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return created.id;
}

/** Marks the first priced item optional and lets the client change the second one's quantity. */
export async function markClientOptions(token: string, id: string, base?: string): Promise<void> {
  const { items } = await api<{ items: OptionItem[] }>(`documents/${id}/options/`, { token, base });
  const [optional, adjustable] = items;
  if (!optional || !adjustable) throw new Error("the estimate has fewer than two priced items");
  await api(`documents/${id}/options/`, {
    method: "PUT",
    token,
    base,
    body: {
      options: [
        { id: optional.id, optional: true, quantity: null },
        { id: adjustable.id, optional: false, quantity: { min: 1, max: Math.max(10, adjustable.quantity * 2) } },
      ],
    },
  });
}

async function share(token: string, id: string, changes: Record<string, unknown>): Promise<string> {
  return (
    await api<{ uuid: string }>(`documents/${id}/share/`, { method: "PUT", token, body: { enabled: true, ...changes } })
  ).uuid;
}

/** A client accepts the proposal as shown, keeping every option as priced. */
async function acceptAsClient(uuid: string): Promise<string> {
  const shared = await api<{ document_sha256: string }>(`documents/get-by-uuid/${uuid}/`);
  const acceptance = await api<{ certificate_url: string }>(`share/${uuid}/accept/`, {
    method: "POST",
    body: {
      name: "Grace Hopper",
      email: "grace@client.example",
      signature: "Grace Hopper",
      selected: [],
      quantities: {},
      document_sha256: shared.document_sha256,
    },
  });
  return acceptance.certificate_url;
}

async function savedTwice(token: string, projectId: string): Promise<string> {
  const { id } = await api<{ id: string }>("documents/", {
    method: "POST",
    token,
    body: {
      project_id: projectId,
      title: "Warehouse racking",
      document: "<h2>Scope</h2><p>Install twelve pallet racks.</p>",
    },
  });
  await api(`documents/${id}/`, {
    method: "PATCH",
    token,
    body: { document: "<h2>Scope</h2><p>Install twelve pallet racks. Then anchor them to the floor.</p>" },
  });
  await api(`documents/${id}/`, {
    method: "PATCH",
    token,
    body: {
      document:
        "<h2>Scope</h2><p>Install twelve pallet racks. Then anchor them to the floor. And inspect them yearly.</p>",
    },
  });
  return id;
}

/** Filed in an existing project, so the sidebar the other screens show keeps one project. */
export async function clientScreenData(session: Session, projectId: string): Promise<ClientScreenData> {
  const token = session.access_token;
  const [optionsDocumentId, gatedDocumentId, acceptedDocumentId, historyDocumentId] = await Promise.all([
    pricedProposal(token, projectId),
    pricedProposal(token, projectId),
    pricedProposal(token, projectId),
    savedTwice(token, projectId),
  ]);
  await Promise.all([markClientOptions(token, optionsDocumentId), markClientOptions(token, acceptedDocumentId)]);
  const [optionsShareUuid, gatedShareUuid, acceptedShareUuid] = await Promise.all([
    share(token, optionsDocumentId, { allow_options: true }),
    share(token, gatedDocumentId, { password: SHARE_PASSWORD }),
    share(token, acceptedDocumentId, { allow_options: true }),
  ]);
  const certificateUrl = await acceptAsClient(acceptedShareUuid);
  return {
    optionsDocumentId,
    optionsShareUuid,
    gatedShareUuid,
    acceptedDocumentId,
    acceptedShareUuid,
    certificateUrl,
    historyDocumentId,
  };
}

/** Opens a collapsed panel above the document (its heading is a button). */
export async function expandPanel(page: Page, name: string): Promise<void> {
  const region = page.getByRole("region", { name });
  await region.waitFor({ timeout: 20_000 });
  const toggle = region.getByRole("button", { expanded: false });
  if ((await toggle.count()) > 0) await toggle.first().click();
  await region.getByRole("button", { expanded: true }).first().waitFor();
}
