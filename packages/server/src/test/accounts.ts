import { type Account, accountSchema, type RegisterBody } from "@varco/domain";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { z } from "zod";
import { accountUsers, users } from "../db/schema";
import { hashPassword } from "../modules/auth/password";
import type { TestApp } from "./testApp";

/** Tests' accounts and users, made through the API where the API makes them. */

let counter = 0;
/** An email no other test in the file uses. */
export function uniqueEmail(label = "user"): string {
  counter += 1;
  return `${label}.${counter}.${Date.now().toString(36)}@example.test`;
}

export const testPassword = "correct horse battery";

export function jsonBody(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  };
}

export function bearer(token: string): RequestInit {
  return { headers: { authorization: `Bearer ${token}` } };
}

export interface Registered {
  account: Account;
  userId: number;
  email: string;
  token: string;
  response: Response;
}

/** `POST /api/auth/register`, checked to succeed: the account, its owner's id and session token. */
export async function registerOwner(
  api: TestApp,
  overrides: Partial<RegisterBody> = {},
): Promise<Registered> {
  const email = overrides.email ?? uniqueEmail("owner");
  const response = await api.request(
    "/api/auth/register",
    jsonBody({
      first_name: "Olga",
      last_name: "Owner",
      password: testPassword,
      password_confirmation: testPassword,
      ...overrides,
      email,
    }),
  );
  expect(response.status).toBe(201);
  const { data: account } = z.object({ data: accountSchema }).parse(await response.clone().json());
  const token = response.headers.get("x-auth-token");
  expect(token).toBeTruthy();
  const [user] = await api.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!user) throw new Error("registered user not found");
  return { account, userId: user.id, email: email.toLowerCase(), token: token as string, response };
}

/** A user added straight to an account (invitations are not built yet), able to log in. */
export async function addMember(
  api: TestApp,
  accountId: number,
  {
    role = "ORGANIZER",
    status = "ACTIVE",
    email = uniqueEmail(role.toLowerCase()),
  }: {
    role?: "ADMIN" | "ORGANIZER";
    status?: "ACTIVE" | "INVITED" | "INACTIVE";
    email?: string;
  } = {},
): Promise<{ userId: number; email: string }> {
  const [user] = await api.db
    .insert(users)
    .values({
      email,
      firstName: "Mel",
      lastName: "Member",
      passwordHash: await hashPassword(testPassword),
      timezone: "Europe/Rome",
      locale: "it",
    })
    .returning();
  if (!user) throw new Error("member insert returned nothing");
  await api.db.insert(accountUsers).values({ accountId, userId: user.id, role, status });
  return { userId: user.id, email };
}

/** `POST /api/auth/login` that must succeed; the session token. */
export async function loginToken(api: TestApp, email: string, password = testPassword): Promise<string> {
  const response = await api.request("/api/auth/login", jsonBody({ email, password }));
  expect(response.status).toBe(200);
  const body = (await response.json()) as { token: string | null };
  if (!body.token) throw new Error("login gave no token");
  return body.token;
}
