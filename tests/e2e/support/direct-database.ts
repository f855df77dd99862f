import pg from "pg";
import { expect } from "./test";
import type { TestUser } from "./users";

// For the specs that run a server of their own on PostgreSQL and write what
// takes minutes to earn (a certificate, a role) straight into its database.

/** Runs one statement on the server's database; its rows. */
export async function queryDatabase(
  databaseUrl: string | undefined,
  text: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** An account through the sign-up form, its address confirmed in the database; its id. */
export async function signUpConfirmed(
  base: string,
  databaseUrl: string | undefined,
  person: TestUser,
  state = "new-york",
): Promise<string> {
  const response = await fetch(`${base}/register`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      password: person.password,
      confirmPassword: person.password,
      state,
      redirectTo: "/dashboard",
    }),
  });
  expect(response.status).toBe(302);
  const [row] = await queryDatabase(
    databaseUrl,
    `update "user" set email_verified = true where email = $1 returning id`,
    [person.email],
  );
  return row.id as string;
}
