import { randomUUID } from "node:crypto";
import type { Beacon } from "@scopewise/shared";
import type { ShareLimits } from "./share-limits.js";
import type { SharedRow } from "./sharing.repo.js";
import { creditableTenths, sectionsWithin, tenthsOf } from "./visit-seconds.js";
import type { VisitorMails } from "./visitor-mails.js";
import type { ViewsRepo } from "./views.repo.js";
import { addSections, roundSeconds } from "./views-presenter.js";

/** Beacons of one visitor closer than this belong to the same visit. */
const VISIT_GAP_MS = 30 * 60 * 1000;

type SectionTime = Beacon["sections"][number];

/**
 * Records a client's reading beacon on a shared document: the visitor (new ones bounded per link
 * and client address, and mailed about), their visit, and the seconds credited (never past the wall
 * time since their first view).
 */
export class ViewRecorder {
  constructor(private readonly deps: { views: ViewsRepo; limits: ShareLimits; mails: VisitorMails; now: () => Date }) {}

  async record(uuid: string, doc: SharedRow, clientIp: string, beacon: Beacon): Promise<void> {
    const now = this.deps.now();
    const visitor = await this.knownOrNewVisitor(uuid, doc.id, beacon.visitor, clientIp, now.toISOString());
    if (visitor === "not recorded") return;
    await this.addToVisit(doc.id, beacon.visitor, beacon.sections, now);
    if (visitor === "new") await this.deps.mails.newVisitor(doc);
  }

  /** Whether the link knew the visitor; one it has not seen is added only within the new-visitor bounds. */
  private async knownOrNewVisitor(
    uuid: string,
    documentId: string,
    visitor: string,
    clientIp: string,
    at: string,
  ): Promise<"known" | "new" | "not recorded"> {
    if (await this.deps.views.findVisitor(documentId, visitor)) return "known";
    if (!(await this.deps.limits.newVisitor(uuid, clientIp))) return "not recorded";
    return (await this.deps.views.addVisitor(documentId, visitor, at)) ? "new" : "known";
  }

  /**
   * Credits the beacon's sections to the visitor within their allowance and adds them to their open
   * visit (or starts one: a view even with no seconds), in one transaction on the visitor's locked
   * row, so that racing beacons of one visitor neither pass the allowance nor lose each other's seconds.
   */
  private async addToVisit(
    documentId: string,
    visitorId: string,
    sections: readonly SectionTime[],
    now: Date,
  ): Promise<void> {
    const at = now.toISOString();
    await this.deps.views.inTransaction(async (views) => {
      const visitor = await views.lockVisitor(documentId, visitorId);
      if (!visitor) return;
      const credited = sectionsWithin(sections, creditableTenths(visitor, now));
      const tenths = tenthsOf(credited);
      if (tenths > 0) await views.setCredited(documentId, visitorId, Number(visitor.credited_tenths) + tenths);
      const seconds = tenths / 10;
      const open = await views.openVisit(documentId, visitorId, new Date(now.getTime() - VISIT_GAP_MS).toISOString());
      if (open) {
        const merged = addSections(JSON.parse(open.sections) as SectionTime[], credited);
        await views.updateVisit(open.id, {
          last_seen_at: at,
          seconds: roundSeconds(Number(open.seconds) + seconds),
          sections: JSON.stringify(merged),
        });
      } else {
        await views.insertVisit({
          id: randomUUID(),
          document_id: documentId,
          visitor: visitorId,
          started_at: at,
          last_seen_at: at,
          seconds,
          sections: JSON.stringify(addSections([], credited)),
        });
      }
    });
  }
}
