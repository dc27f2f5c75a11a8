import type { Insertable, Selectable, Updateable } from "kysely";
import type { User } from "@scopewise/shared";
import type { Db, UsersTable } from "../../db/types.js";
import { WorkspacesService } from "../workspaces/workspaces.service.js";

export type UserRow = Selectable<UsersTable>;

/** The only SQL on users. */
export class UsersRepo {
  constructor(private readonly db: Db) {}

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom("users").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
  }

  async usernameTaken(username: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("users")
      .select("id")
      .where("username_key", "=", username.toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A new account, with its personal workspace as its current one (in one transaction). */
  async insert(row: Insertable<UsersTable>): Promise<UserRow> {
    const run = async (trx: Db) => {
      await trx.insertInto("users").values(row).execute();
      await WorkspacesService.createPersonal(trx, row.id, row.created_at);
      return trx.selectFrom("users").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    };
    return this.db.isTransaction ? run(this.db) : this.db.transaction().execute(run);
  }

  async update(id: string, changes: Updateable<UsersTable>): Promise<UserRow> {
    return this.db.updateTable("users").set(changes).where("id", "=", id).returningAll().executeTakeFirstOrThrow();
  }

  /** Records that the owner of the address proved it; an earlier proof keeps its time. */
  async markEmailVerified(id: string, at: string): Promise<void> {
    await this.db
      .updateTable("users")
      .set({ email_verified_at: at })
      .where("id", "=", id)
      .where("email_verified_at", "is", null)
      .execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom("users").where("id", "=", id).execute();
  }
}

/** Allow-list presenter: what a client may see of a user. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    profile_image: row.profile_image,
    email_verified: row.email_verified_at !== null,
  };
}
