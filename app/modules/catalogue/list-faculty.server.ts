import { asc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { faculty } from "~/db/schema/catalogue";

export function listFaculty(db: Database) {
  return db.select().from(faculty).orderBy(asc(faculty.name));
}
