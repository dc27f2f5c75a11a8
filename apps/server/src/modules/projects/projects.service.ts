import { randomUUID } from "node:crypto";
import type { ProjectCreateInput } from "@scopewise/shared";
import { fieldError, notFound } from "../../http/errors.js";
import { type DeleteWithUploads, deleteOnly } from "../documents/upload-scope.js";
import type { ProjectRow, ProjectsRepo } from "./projects.repo.js";

/** Project use cases for one signed-in user. */
export class ProjectsService {
  /** Deletes that cascade to documents run through this, which removes the documents' stored files. */
  deleteWithUploads: DeleteWithUploads = deleteOnly;

  constructor(
    private readonly projects: ProjectsRepo,
    private readonly now: () => Date,
  ) {}

  list(ownerId: string): Promise<ProjectRow[]> {
    return this.projects.list(ownerId);
  }

  async create(ownerId: string, input: ProjectCreateInput): Promise<ProjectRow> {
    if (input.created_by !== undefined && input.created_by !== ownerId) {
      throw fieldError({ created_by: ["created_by must be the signed-in user."] });
    }
    const title = input.title ?? input.name;
    if (!title) throw fieldError({ title: ["Please enter a project name"] });
    return this.createNamed(ownerId, title);
  }

  /** A project named after a request (documents created without one get their own), in the user's current workspace. */
  async createNamed(ownerId: string, title: string): Promise<ProjectRow> {
    const at = this.now().toISOString();
    const workspaceId = await this.projects.currentWorkspaceOf(ownerId);
    if (!workspaceId) throw notFound();
    return this.projects.insert({
      id: randomUUID(),
      owner_id: ownerId,
      workspace_id: workspaceId,
      title,
      created_at: at,
      updated_at: at,
    });
  }

  async get(ownerId: string, id: string): Promise<ProjectRow> {
    const project = await this.projects.find(ownerId, id);
    if (!project) throw notFound();
    return project;
  }

  async rename(ownerId: string, id: string, title: string): Promise<ProjectRow> {
    const project = await this.projects.rename(ownerId, id, title, this.now().toISOString());
    if (!project) throw notFound();
    return project;
  }

  async delete(ownerId: string, id: string): Promise<void> {
    if (!(await this.deleteWithUploads(ownerId, { projectId: id }, () => this.projects.delete(ownerId, id))))
      throw notFound();
  }

  deleteAll(ownerId: string): Promise<number> {
    return this.deleteWithUploads(ownerId, {}, () => this.projects.deleteAll(ownerId));
  }
}
