import { randomUUID } from "node:crypto";
import {
  domainSchema,
  TEMPLATE_LIMITS,
  type ProposalTemplate,
  type TemplateCreateInput,
  type TemplateSection,
} from "@scopewise/shared";
import { fieldError, HttpError, notFound } from "../../http/errors.js";
import type { DocumentRow } from "../documents/documents.repo.js";
import { BUILTIN_TEMPLATES, builtinTemplate } from "./builtin-templates.js";
import { templateSectionsOf } from "./template-sections.js";
import type { TemplateRow, TemplatesRepo } from "./templates.repo.js";

function present(row: TemplateRow): ProposalTemplate {
  const domain = domainSchema.safeParse(row.domain);
  return {
    id: row.id,
    name: row.name,
    domain: domain.success ? domain.data : null,
    builtin: false,
    sections: JSON.parse(row.sections) as TemplateSection[],
    created_at: row.created_at,
  };
}

/** The domain a generated proposal's stored brief names, if any. */
function domainOf(doc: DocumentRow): string | null {
  if (!doc.brief) return null;
  const domain = domainSchema.safeParse((JSON.parse(doc.brief) as { domain?: unknown }).domain);
  return domain.success ? domain.data : null;
}

/** Saved templates (a proposal's structure and boilerplate), the built-in ones, and what a generation follows. */
export class TemplatesService {
  constructor(
    private readonly deps: {
      repo: TemplatesRepo;
      /** The caller's document (404 when not theirs). */
      document: (ownerId: string, id: string) => Promise<DocumentRow>;
      now: () => Date;
    },
  ) {}

  /** The built-in templates, then the caller's own, newest first. */
  async list(ownerId: string): Promise<ProposalTemplate[]> {
    return [...BUILTIN_TEMPLATES, ...(await this.deps.repo.list(ownerId)).map(present)];
  }

  async create(ownerId: string, input: TemplateCreateInput): Promise<ProposalTemplate> {
    const doc = await this.deps.document(ownerId, input.document_id);
    const sections = templateSectionsOf(doc.document);
    if (sections.length === 0)
      throw fieldError({ document_id: ["This proposal has no sections to keep: give it headings first."] });
    if (sections.length > TEMPLATE_LIMITS.sectionsMax)
      throw fieldError({ document_id: [`A template keeps at most ${TEMPLATE_LIMITS.sectionsMax} sections.`] });
    const row: TemplateRow = {
      id: randomUUID(),
      owner_id: ownerId,
      workspace_id: await this.deps.repo.currentWorkspaceOf(ownerId),
      name: input.name,
      domain: domainOf(doc),
      sections: JSON.stringify(sections),
      created_at: this.deps.now().toISOString(),
    };
    await this.deps.repo.insert(row);
    return present(row);
  }

  async delete(ownerId: string, id: string): Promise<void> {
    if (builtinTemplate(id)) throw new HttpError(409, { detail: "Built-in templates cannot be deleted." });
    if (!(await this.deps.repo.delete(ownerId, id))) throw notFound();
  }

  /** The sections a generation from this template follows: a built-in one's, or the caller's own (404 otherwise). */
  async sectionsFor(ownerId: string, id: string): Promise<TemplateSection[]> {
    const found = builtinTemplate(id) ?? (await this.deps.repo.find(ownerId, id).then((r) => r && present(r)));
    if (!found) throw notFound();
    return found.sections;
  }
}
