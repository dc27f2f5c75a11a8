import type { ListedDocument, Project } from "@scopewise/shared";
import { documentLabel } from "../documents/document-labels";

export interface ProjectEntry {
  project: Project;
  documents: ListedDocument[];
  /** True when the search matched documents inside the project, so the row opens to show them. */
  matchedInside: boolean;
}

/** Groups documents under their projects, keeping the server's order of both. */
export function groupDocuments(projects: Project[], documents: ListedDocument[]): ProjectEntry[] {
  const byProject = new Map<string, ListedDocument[]>();
  for (const doc of documents) {
    const list = byProject.get(doc.project_id) ?? [];
    list.push(doc);
    byProject.set(doc.project_id, list);
  }
  return projects.map((project) => ({ project, documents: byProject.get(project.id) ?? [], matchedInside: false }));
}

/**
 * The sidebar search: a project stays when its name matches (with all its documents) or when some of
 * its documents match (with just those). Case-insensitive; a blank query keeps everything.
 */
export function filterProjects(entries: ProjectEntry[], query: string): ProjectEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return entries;
  const out: ProjectEntry[] = [];
  for (const entry of entries) {
    if ((entry.project.title || entry.project.name).toLowerCase().includes(needle)) {
      out.push(entry);
      continue;
    }
    const documents = entry.documents.filter((doc) => documentLabel(doc).toLowerCase().includes(needle));
    if (documents.length > 0) out.push({ ...entry, documents, matchedInside: true });
  }
  return out;
}
