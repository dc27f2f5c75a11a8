import type { Project } from "@scopewise/shared";
import type { ProjectRow } from "./projects.repo.js";

export function presentProject(row: ProjectRow): Project {
  return {
    id: row.id,
    title: row.title,
    name: row.title,
    created_by: row.owner_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
