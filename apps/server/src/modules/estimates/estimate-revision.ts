import { createHmac, timingSafeEqual } from "node:crypto";
import { briefSchema, estimateSchema, type Brief, type Estimate } from "@scopewise/shared";
import { z } from "zod";
import { fieldError } from "../../http/errors.js";

/** A proposal's brief and the estimate its text states, as the assistant proposed them. */
export interface EstimateRevision {
  brief: Brief;
  estimate: Estimate;
}

const payloadSchema = z.object({ document_id: z.string(), brief: briefSchema, estimate: estimateSchema });

const INVALID = "The revised estimate could not be read. Reload the document and ask the assistant again.";

/**
 * The estimate behind a proposed change travels with the change to the browser and comes back with
 * the save that contains it. It is signed by the server, so a save can only store figures the
 * engine produced for that document, never figures a client made up.
 */
export class EstimateRevisions {
  private readonly key: Buffer;

  constructor(secret: Uint8Array) {
    // A key of its own, derived from the server secret, so a revision is never a valid token elsewhere.
    this.key = createHmac("sha256", Buffer.from(secret)).update("scopewise:estimate-revision").digest();
  }

  sign(documentId: string, revision: EstimateRevision): string {
    const payload = Buffer.from(
      JSON.stringify({ document_id: documentId, brief: revision.brief, estimate: revision.estimate }),
    ).toString("base64url");
    return `${payload}.${this.mac(payload)}`;
  }

  /** The revision in `token`, if the server signed it for this document; a clear 400 otherwise. */
  read(documentId: string, token: string): EstimateRevision {
    const [payload, mac, ...rest] = token.split(".");
    if (!payload || !mac || rest.length > 0) throw this.invalid();
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw this.invalid();
    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    } catch {
      throw this.invalid();
    }
    const parsed = payloadSchema.safeParse(json);
    if (!parsed.success || parsed.data.document_id !== documentId) throw this.invalid();
    return { brief: parsed.data.brief, estimate: parsed.data.estimate };
  }

  private mac(payload: string): string {
    return createHmac("sha256", this.key).update(payload).digest("base64url");
  }

  private invalid() {
    return fieldError({ estimate_revision: [INVALID] });
  }
}
