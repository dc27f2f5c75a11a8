import { randomUUID } from "node:crypto";
import type { Beacon } from "@scopewise/shared";
import type { ShareLimits } from "./share-limits.js";
import type { SharedRow } from "./sharing.repo.js";
import { creditableTenths, sectionsWithin, tenthsOf } from "./visit-seconds.js";
import type { VisitorMails } from "./visitor-mails.js";
import type { ViewsRepo, VisitorRow } from "./views.repo.js";
import { addSections, roundSeconds } from "./views-presenter.js";

/** Beacons of one visitor closer than this belong to the same visit. */
const VISIT_GAP_MS = 30 * 60 * 1000;
/** Beacons of one visitor racing to credit seconds: past this many lost races, the beacon's seconds are dropped. */
const CREDIT_TRIES = 3;

type SectionTime = Beacon["sections"][number];

/**
 * Records a client's reading beacon on a shared document: the visitor (new ones bounded per link
 * and client address, and mailed about), their visit, and the seconds credited (never past the wall
 * time since their first view).
 */
export class ViewRecorder {
  constructor(
    private readonly deps: { views: ViewsRepo; limits: ShareLimits; mails: VisitorMails; now: () => Date },
  ) {}

  async record(uuid: string, doc: SharedRow, clientIp: string, beacon: Beacon): Promise<void> {
    const now = this.deps.now();
    const visitor = await this.visitorOf(uuid, doc.id, beacon.visitor, clientIp, now.toISOString());
    if (!visitor) return;
    const sections = await this.credit(visitor.row, beacon.sections, now);
    await this.addToVisit(doc.id, beacon.visitor, sections, now);
    if (visitor.isNew) await this.deps.mails.newVisitor(doc);
  }

  /** The visitor's row; a visitor the link has not seen is added only within the new-visitor bounds (else undefined). */
  private async visitorOf(uuid: string, documentId: string, visitor: string, clientIp: string, at: string): Promise<{ row: VisitorRow; isNew: boolean } | undefined> {
    const known = await this.deps.views.findVisitor(documentId, visitor);
    if (known) return { row: known, isNew: false };
    if (!(await this.deps.limits.newVisitor(uuid, clientIp))) return undefined;
    if (await this.deps.views.addVisitor(documentId, visitor, at)) return { row: { document_id: documentId, visitor, first_seen_at: at, credited_tenths: 0 }, isNew: true };
    const raced = await this.deps.views.findVisitor(documentId, visitor);
    return raced && { row: raced, isNew: false };
  }

  /** The beacon's sections as credited to the visitor: within their allowance, moved on their row only if no other beacon did first. */
  private async credit(visitor: VisitorRow, sections: readonly SectionTime[], now: Date): Promise<SectionTime[]> {
    let row: VisitorRow | undefined = visitor;
    for (let tries = 0; row && tries < CREDIT_TRIES; tries++) {
      const credited = sectionsWithin(sections, creditableTenths(row, now));
      const tenths = tenthsOf(credited);
      if (tenths === 0) return [];
      const from = Number(row.credited_tenths);
      if (await this.deps.views.creditVisitor(row.document_id, row.visitor, from, from + tenths)) return credited;
      row = await this.deps.views.findVisitor(row.document_id, row.visitor);
    }
    return [];
  }

  /** Adds the seconds to the visitor's open visit, or starts one (a view even with no seconds). */
  private async addToVisit(documentId: string, visitor: string, sections: SectionTime[], now: Date): Promise<void> {
    const at = now.toISOString();
    const seconds = roundSeconds(sections.reduce((sum, s) => sum + s.seconds, 0));
    const open = await this.deps.views.openVisit(documentId, visitor, new Date(now.getTime() - VISIT_GAP_MS).toISOString());
    if (open) {
      const merged = addSections(JSON.parse(open.sections) as SectionTime[], sections);
      await this.deps.views.updateVisit(open.id, { last_seen_at: at, seconds: roundSeconds(Number(open.seconds) + seconds), sections: JSON.stringify(merged) });
    } else {
      await this.deps.views.insertVisit({ id: randomUUID(), document_id: documentId, visitor, started_at: at, last_seen_at: at, seconds, sections: JSON.stringify(addSections([], sections)) });
    }
  }
}
