import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { CompanyProfilesTable, Db } from "../../db/types.js";
import { type WorkspaceOf, workspaceIdOf } from "../workspaces/workspace-scope.js";

export type CompanyProfileRow = Selectable<CompanyProfilesTable>;
/** The columns a save writes (everything but the keys and the logo, which has its own calls). */
export type CompanyProfileFields = Omit<
  CompanyProfileRow,
  "id" | "owner_id" | "workspace_id" | "logo_url" | "created_at" | "updated_at"
>;

const EMPTY: CompanyProfileFields = {
  company_name: "",
  brand_colour: null,
  address: "",
  default_currency: null,
  default_location: "",
  rates: "[]",
  payment_days: null,
  validity_days: null,
};

/** The only SQL on company profiles: a workspace's profile (one per workspace), read and written whole. */
export class CompanyProfilesRepo {
  constructor(private readonly db: Db) {}

  find(key: WorkspaceOf): Promise<CompanyProfileRow | undefined> {
    return this.db
      .selectFrom("company_profiles")
      .selectAll()
      .where("workspace_id", "in", workspaceIdOf(this.db, key))
      .executeTakeFirst();
  }

  /**
   * Writes the fields (and the logo when given) of the user's current workspace's profile, making
   * the row on the first save; one row per workspace, whatever the races.
   */
  async save(
    ownerId: string,
    changes: Partial<CompanyProfileFields> & { logo_url?: string | null },
    at: string,
  ): Promise<CompanyProfileRow> {
    const key = { currentOf: ownerId };
    const workspace = await workspaceIdOf(this.db, key).executeTakeFirstOrThrow();
    await this.db
      .insertInto("company_profiles")
      .values({
        ...EMPTY,
        logo_url: null,
        ...changes,
        id: randomUUID(),
        owner_id: ownerId,
        workspace_id: workspace.workspace_id,
        created_at: at,
        updated_at: at,
      })
      .onConflict((oc) =>
        oc
          .column("workspace_id")
          .where("workspace_id", "is not", null)
          .doUpdateSet({ ...changes, updated_at: at }),
      )
      .execute();
    return (await this.find(key))!;
  }
}
