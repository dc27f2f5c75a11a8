import {
  estimateSchema,
  quoteBasisOf,
  type ClientOption,
  type OptionSetting,
  type QuoteBasis,
} from "@scopewise/shared";
import { HttpError, notFound, tooManyRequests, unauthorized } from "../../http/errors.js";
import { verifyPassword } from "../auth/crypto.js";
import { UUID_V4 } from "../documents/documents.service.js";
import type { ShareLimits } from "./share-limits.js";
import type { SharedRow, SharingRepo } from "./sharing.repo.js";

/**
 * Opens a share link for the public side: unknown, disabled or expired links are 404; a link with
 * a password needs it in `X-Share-Password` (401 when missing or wrong), tries counted per link
 * and client address, per client address and per link (429 past a limit; see ShareLimits).
 */
export class ShareAccess {
  constructor(
    private readonly repo: SharingRepo,
    private readonly limits: ShareLimits,
    private readonly now: () => Date,
  ) {}

  async open(uuid: string, password: string | undefined, clientIp: string): Promise<SharedRow> {
    const doc = await this.live(uuid);
    if (doc.share_password_hash === null) return doc;
    if (!password) throw unauthorized("This proposal is protected by a password.");
    const wait = await this.limits.passwordTry(uuid, clientIp);
    if (wait > 0)
      throw tooManyRequests(
        `Too many wrong passwords. Try again in ${Math.ceil(wait / 60)} minute${wait > 60 ? "s" : ""}.`,
        wait,
      );
    if (!(await verifyPassword(doc.share_password_hash, password))) throw unauthorized("The password is not correct.");
    await this.limits.passwordRight(uuid, clientIp);
    return doc;
  }

  /** Whether an open link needs its password, asked before reading it (so that a page never has to be refused to learn it). */
  async needsPassword(uuid: string): Promise<boolean> {
    return (await this.live(uuid)).share_password_hash !== null;
  }

  /** The document behind a link that is on and not expired; else 404. */
  private async live(uuid: string): Promise<SharedRow> {
    const doc = UUID_V4.test(uuid) ? await this.repo.findByUuid(uuid) : undefined;
    if (
      !doc ||
      !doc.share_enabled ||
      (doc.share_expires_at !== null && doc.share_expires_at <= this.now().toISOString())
    )
      throw notFound();
    return doc;
  }
}

/** The estimate a shared document states, as a quote basis (null when it has none). */
export function quoteBasisOfRow(row: Pick<SharedRow, "estimate">): QuoteBasis | null {
  if (!row.estimate) return null;
  const parsed = estimateSchema.safeParse(JSON.parse(row.estimate));
  return parsed.success && parsed.data.phases.length > 0 ? quoteBasisOf(parsed.data) : null;
}

/** The owner's option settings that still name a task of the current estimate. */
export function optionSettingsOf(row: Pick<SharedRow, "client_options">, basis: QuoteBasis | null): OptionSetting[] {
  if (!row.client_options || !basis) return [];
  const known = new Set(basis.phases.flatMap((p) => p.tasks.map((t) => t.id)));
  return (JSON.parse(row.client_options) as OptionSetting[]).filter(
    (s) => known.has(s.id) && (s.optional || s.quantity),
  );
}

/** The options the client sees: the owner's settings with each task's cost, weeks and priced quantity. */
export function clientOptions(basis: QuoteBasis | null, settings: readonly OptionSetting[]): ClientOption[] {
  if (!basis) return [];
  const byId = new Map(settings.map((s) => [s.id, s]));
  return basis.phases.flatMap((phase) =>
    phase.tasks.flatMap((task) => {
      const setting = byId.get(task.id);
      if (!setting) return [];
      return [
        {
          id: task.id,
          phase: phase.name,
          item: task.item,
          cost: task.cost,
          weeks: phase.weeks,
          optional: setting.optional,
          quantity: setting.quantity ? { ...setting.quantity, default: task.quantity, unit: task.unit } : null,
        },
      ];
    }),
  );
}

/** The 409 of an accept or quote on a document whose text changed since the client opened it. */
export const changedSinceOpened = (): HttpError =>
  new HttpError(409, {
    detail: "The proposal changed since you opened it. Reload the page to read the current version before accepting.",
  });
