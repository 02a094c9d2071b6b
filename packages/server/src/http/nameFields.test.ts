import { completeOrderSchema } from "@varco/domain";
import { describe, expect, it } from "vitest";
import { organizerBody, send } from "../modules/organizers/organizerFixtures";
import { jsonBody, registerOwner, testPassword, uniqueEmail } from "../test/accounts";
import { useTestApp } from "../test/testApp";

const api = useTestApp();

/** The 422's reason codes at `field`. */
async function codesAt(response: Response, field: string): Promise<string[]> {
  const text = await response.text();
  expect(response.status, text).toBe(422);
  const body = JSON.parse(text) as { codes: Record<string, { code: string }[]> };
  return (body.codes[field] ?? []).map((reason) => reason.code);
}

// A line break in a name would reach a mail's header or start a new line of an export.
const forged = [
  "Mario\r\nBcc: victim@example.com",
  "Mario\nRossi",
  "Mario\tRossi",
  "Mario\u2028Rossi",
  "A\u0085B",
];

describe("names refuse line breaks and other control characters, naming the field", () => {
  it.each(forged)("at sign-up, in the first and last name: %j", async (name) => {
    const response = await api.request(
      "/api/auth/register",
      jsonBody({
        first_name: name,
        last_name: name,
        email: uniqueEmail("names"),
        password: testPassword,
        password_confirmation: testPassword,
      }),
    );
    const text = await response.clone().text();
    expect(await codesAt(response, "first_name"), text).toContain("control_characters");
    expect(JSON.parse(text).codes.last_name.map((reason: { code: string }) => reason.code)).toContain(
      "control_characters",
    );
  });

  it("in the user's own name and an organiser's name", async () => {
    const owner = await registerOwner(api);
    const profile = await api.request(
      "/api/users/me",
      send("PUT", owner.token, { first_name: "Olga\r\nX-Injected: yes" }),
    );
    expect(await codesAt(profile, "first_name")).toContain("control_characters");
    const organizer = await api.request(
      "/api/organizers",
      send("POST", owner.token, organizerBody({ name: "Teatro\nFalso" })),
    );
    expect(await codesAt(organizer, "name")).toContain("control_characters");
  });

  it("in the buyer's and each attendee's name at checkout; plain names with accents and apostrophes pass", () => {
    const order = (buyer: string, attendee: string) =>
      completeOrderSchema.safeParse({
        order: {
          first_name: buyer,
          last_name: "Rossi",
          email: "a@example.com",
          email_confirmation: "a@example.com",
        },
        products: [{ product_id: 1, product_price_id: 1, first_name: attendee, last_name: "Bianchi" }],
      });
    const refused = order("Ann\r\nBcc: x@example.com", "Gino\nX");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "order.first_name",
      "products.0.first_name",
    ]);
    expect(order("Zoë D'Angelo-Müller", "李 小龍").success).toBe(true);
  });
});
