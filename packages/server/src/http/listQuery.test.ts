import { paginatedSchema, searchParamsOf, userLocales } from "@varco/domain";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { users } from "../db/schema";
import { selectPage } from "../db/selectPage";
import { apiRoutes } from "../routes";
import { useTestApp } from "../test/testApp";
import { HttpError } from "./httpError";
import {
  defineList,
  escapeLikePattern,
  type ListDefinition,
  type ListQuery,
  pageOf,
  parseListQuery,
} from "./listQuery";
import { defineRoute, publicRequestUrl } from "./route";

const userList = defineList({
  sorts: {
    created_at: { column: users.createdAt, labels: { asc: "Oldest first", desc: "Newest first" } },
    email: { column: users.email },
    first_name: { column: users.firstName },
  },
  defaultSort: "created_at",
  defaultSortDirection: "desc",
  tiebreaker: users.id,
  filters: {
    email: { column: users.email, type: { kind: "text" }, operators: ["eq", "like", "not_like", "in"] },
    last_name: { column: users.lastName, type: { kind: "text" }, operators: ["eq", "ne"] },
    locale: {
      column: users.locale,
      type: { kind: "enum", values: userLocales },
      operators: ["eq", "ne", "in"],
    },
    created_at: {
      column: users.createdAt,
      type: { kind: "datetime" },
      operators: ["lt", "lte", "gt", "gte"],
    },
    id: { column: users.id, type: { kind: "integer" }, operators: ["eq", "in", "gt", "lt"] },
  },
  search: [users.firstName, users.lastName, users.email],
});

const unsearchableList = defineList({
  sorts: { id: { column: users.id } },
  defaultSort: "id",
  defaultSortDirection: "asc",
  tiebreaker: users.id,
  maxPerPage: 250,
});

function parse(query: string, definition: ListDefinition = userList): ListQuery {
  return parseListQuery(definition, new URLSearchParams(query));
}

function problemsOf(query: string, definition: ListDefinition = userList): Record<string, string[]> {
  try {
    parse(query, definition);
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) return error.fieldErrors ?? {};
    throw error;
  }
  throw new Error(`expected a 422 for ${query}`);
}

describe("parseListQuery", () => {
  /** A filter on `created_at` with this operator, at this instant. */
  const createdAt = (operator: string, instant: string) => ({
    field: "created_at",
    operator,
    value: new Date(instant),
  });

  it.each([
    ["", { page: 1, perPage: 20, offset: 0, sortBy: "created_at", sortDirection: "desc" }],
    ["page=&per_page=&query=&sort_by=&sort_direction=", { page: 1, perPage: 20, sortBy: "created_at" }],
    ["page=3&per_page=10", { page: 3, perPage: 10, limit: 10, offset: 20 }],
    ["per_page=100", { perPage: 100 }],
    ["sort_by=email&sort_direction=ASC", { sortBy: "email", sortDirection: "asc" }],
    ["sort_by=email", { sortBy: "email", sortDirection: "desc" }],
    ["query=%20rossi%20", { query: "rossi" }],
  ])("reads %j", (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it("leaves the list whole when nothing narrows it", () => {
    expect(parse("").where).toBeUndefined();
    expect(parse("").filters).toEqual([]);
  });

  it.each([
    ["filter_fields[locale][in]=it,en", { field: "locale", operator: "in", value: ["it", "en"] }],
    ["filter_fields[id][in]=1,%202%20,3,", { field: "id", operator: "in", value: [1, 2, 3] }],
    ["filter_fields[last_name][eq]=null", { field: "last_name", operator: "eq", value: null }],
    ["filter_fields[last_name][ne]=null", { field: "last_name", operator: "ne", value: null }],
    ["filter_fields[email][like]=50%25", { field: "email", operator: "like", value: "50%" }],
    ["filter_fields[created_at][gte]=2025-01-01", createdAt("gte", "2025-01-01T00:00:00Z")],
    ["filter_fields[created_at][lt]=2025-05-01T20:00:00%2B02:00", createdAt("lt", "2025-05-01T18:00:00Z")],
    // Without an offset a time is UTC, as every time on the wire; a space may stand for the T.
    ["filter_fields[created_at][lt]=2025-05-01T20:00", createdAt("lt", "2025-05-01T20:00:00Z")],
    ["filter_fields[created_at][lt]=2025-05-01%2020:00:00", createdAt("lt", "2025-05-01T20:00:00Z")],
    ["filter_fields[created_at][gte]=0001-01-01T00:00:00Z", createdAt("gte", "0001-01-01T00:00:00Z")],
    ["filter_fields[created_at][lt]=9999-12-31", createdAt("lt", "9999-12-31T00:00:00Z")],
  ])("reads the filter %j", (query, filter) => {
    expect(parse(query).filters).toEqual([filter]);
  });

  it("reads now as the moment of the request (Hi.Events' Ended and Past lists send it)", () => {
    const before = Date.now();
    const value = parse("filter_fields[created_at][lte]=now").filters[0]?.value;
    expect(value).toBeInstanceOf(Date);
    expect((value as Date).getTime()).toBeGreaterThanOrEqual(before);
    expect((value as Date).getTime()).toBeLessThanOrEqual(Date.now());
  });

  // What the answer says a list can be sorted and filtered by.
  const sortChoices = "This list cannot be sorted that way; choose one of: created_at, email, first_name.";
  const filterChoices =
    "This list cannot be filtered by password_hash; choose one of: email, last_name, locale, created_at, id.";
  const emailOperators = "email cannot be filtered this way; choose one of: eq, like, not_like, in.";
  it.each([
    ["page=0", "page", "Page must be at least 1."],
    ["page=abc", "page", undefined],
    ["page=1.5", "page", undefined],
    ["page=1000001", "page", "The page number must be at most 1000000."],
    ["page=1e300", "page", undefined],
    ["per_page=101", "per_page", "Per page must be at most 100."],
    ["per_page=0", "per_page", "Per page must be at least 1."],
    ["sort_by=password_hash", "sort_by", sortChoices],
    ["sort_direction=up", "sort_direction", undefined],
    // Found by the property test below: names of Object.prototype are no fields or sorts.
    ["filter_fields[toString][eq]=0", "filter_fields.toString", undefined],
    ["filter_fields[__proto__][eq]=0", "filter_fields.__proto__", undefined],
    ["filter_fields[constructor][in]=1", "filter_fields.constructor", undefined],
    ["sort_by=toString", "sort_by", undefined],
    ["sort_by=__proto__", "sort_by", undefined],
    ["filter_fields[password_hash][eq]=x", "filter_fields.password_hash", filterChoices],
    ["filter_fields[email][gt]=a", "filter_fields.email.gt", emailOperators],
    ["filter_fields[email][regex]=a", "filter_fields.email.regex", undefined],
    ["filter_fields[email][]=a", "filter_fields.email.", emailOperators],
    ["filter_fields[email]=a", "filter_fields", undefined],
    ["filter_fields[a][b][c]=a", "filter_fields", undefined],
    ["filter_fields[id][eq]=abc", "filter_fields.id.eq", "Enter a whole number."],
    ["filter_fields[id][eq]=12345678901234567890", "filter_fields.id.eq", "Enter a whole number."],
    ["filter_fields[id][in]=1,x", "filter_fields.id.in", "Enter a whole number."],
    ["filter_fields[created_at][gte]=yesterday", "filter_fields.created_at.gte", undefined],
    ["filter_fields[created_at][gte]=2025-02-30", "filter_fields.created_at.gte", undefined],
    ["filter_fields[created_at][gte]=2025-01-01T24:00:00Z", "filter_fields.created_at.gte", undefined],
    ["filter_fields[created_at][gte]=0000-01-01T10:00:00Z", "filter_fields.created_at.gte", undefined],
    ["filter_fields[created_at][gte]=0001-01-01T00:30:00%2B01:00", "filter_fields.created_at.gte", undefined],
    ["filter_fields[locale][in]=it,xx", "filter_fields.locale.in", undefined],
    ["filter_fields[locale][in]=,,", "filter_fields.locale.in", "Give at least one value for this filter."],
    ["filter_fields[email][like]=%20", "filter_fields.email.like", "Enter the text to look for."],
    [
      "filter_fields[email][eq]=a&filter_fields[email][eq]=b",
      "filter_fields.email.eq",
      "This filter is given more than once.",
    ],
    [
      `filter_fields[id][in]=${Array.from({ length: 101 }, (_, i) => i + 1).join(",")}`,
      "filter_fields.id.in",
      "Give at most 100 values for this filter.",
    ],
  ])("answers 422 to %j, naming %s", (query, key, message) => {
    const problems = problemsOf(query);
    expect(Object.keys(problems)).toEqual([key]);
    if (message) expect(problems[key]).toEqual([message]);
  });

  it("sends each problem's code and parameters, for the app to say in its user's language", () => {
    try {
      parse("page=0&sort_by=x&filter_fields[nope][eq]=1&filter_fields[id][eq]=abc");
      expect.unreachable();
    } catch (error) {
      expect(error instanceof HttpError && error.fieldCodes).toEqual({
        page: [{ code: "too_small", origin: "number", minimum: 1, inclusive: true }],
        sort_by: [{ code: "sort_not_offered", values: ["created_at", "email", "first_name"] }],
        "filter_fields.nope": [
          {
            code: "filter_field_not_offered",
            field: "nope",
            values: ["email", "last_name", "locale", "created_at", "id"],
          },
        ],
        "filter_fields.id.eq": [{ code: "filter_whole_number" }],
      });
    }
  });

  it("names every problem at once", () => {
    expect(Object.keys(problemsOf("page=0&sort_by=x&filter_fields[nope][eq]=1")).sort()).toEqual([
      "filter_fields.nope",
      "page",
      "sort_by",
    ]);
  });

  it("words the 422 message as the contract does", () => {
    try {
      parse("page=0&sort_by=x");
      expect.unreachable();
    } catch (error) {
      expect((error as HttpError).body.message).toBe("Page must be at least 1. (and 1 more error)");
    }
  });

  it("keeps to a list's own limits: its page size, no search, no filters", () => {
    expect(parse("per_page=250", unsearchableList).perPage).toBe(250);
    expect(problemsOf("per_page=251", unsearchableList)).toEqual({
      per_page: ["Per page must be at most 250."],
    });
    expect(problemsOf("query=x", unsearchableList)).toEqual({ query: ["This list cannot be searched."] });
    expect(problemsOf("filter_fields[id][eq]=1", unsearchableList)).toEqual({
      "filter_fields.id": ["This list cannot be filtered."],
    });
  });

  it("decodes what the domain client encodes", () => {
    const search = searchParamsOf({
      page: 2,
      per_page: 5,
      sort_by: "email",
      sort_direction: "asc",
      filter_fields: { locale: { in: ["it", "de"] }, id: { gt: 3 } },
    });
    expect(parseListQuery(userList, search)).toMatchObject({
      page: 2,
      perPage: 5,
      sortBy: "email",
      filters: [
        { field: "locale", operator: "in", value: ["it", "de"] },
        { field: "id", operator: "gt", value: 3 },
      ],
    });
  });

  it("refuses definitions that cannot work, when they are declared", () => {
    expect(() =>
      defineList({
        sorts: { id: { column: users.id } },
        defaultSort: "id",
        defaultSortDirection: "asc",
        tiebreaker: users.id,
        filters: { created_at: { column: users.createdAt, type: { kind: "datetime" }, operators: ["like"] } },
      }),
    ).toThrow(/created_at.*like/);
  });
});

describe("escapeLikePattern", () => {
  it.each([
    ["50%", "50\\%"],
    ["a_b", "a\\_b"],
    ["c:\\x", "c:\\\\x"],
    ["plain", "plain"],
  ])("%j → %j", (text, escaped) => expect(escapeLikePattern(text)).toBe(escaped));
});

describe("pageOf", () => {
  const url = new URL("https://tickets.varco.test/api/users?per_page=10&page=7&sort_by=email");

  it("links to the first, last, previous and next pages, keeping the other parameters", () => {
    const list = parse("per_page=10&page=7&sort_by=email");
    const page = pageOf(userList, list, { rows: Array.from({ length: 10 }, (_, i) => i), total: 200, url });
    expect(page.links).toEqual({
      first: "https://tickets.varco.test/api/users?per_page=10&page=1&sort_by=email",
      last: "https://tickets.varco.test/api/users?per_page=10&page=20&sort_by=email",
      prev: "https://tickets.varco.test/api/users?per_page=10&page=6&sort_by=email",
      next: "https://tickets.varco.test/api/users?per_page=10&page=8&sort_by=email",
    });
    expect(page.meta).toMatchObject({
      current_page: 7,
      from: 61,
      to: 70,
      last_page: 20,
      total: 200,
      per_page: 10,
    });
    expect(page.meta.path).toBe("https://tickets.varco.test/api/users");
    expect(page.meta.links?.map((link) => link.label)).toEqual([
      "&laquo; Previous",
      "1",
      "2",
      "...",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
      "10",
      "...",
      "19",
      "20",
      "Next &raquo;",
    ]);
    expect(page.meta.links?.find((link) => link.active)?.label).toBe("7");
  });

  it("describes the list's sorts and filters in meta", () => {
    const page = pageOf(userList, parse(""), { rows: [], total: 0, url });
    expect(page.meta).toMatchObject({
      from: null,
      to: null,
      last_page: 1,
      default_sort: "created_at",
      default_sort_direction: "desc",
      allowed_filter_fields: ["email", "last_name", "locale", "created_at", "id"],
      allowed_sorts: {
        created_at: { asc: "Oldest first", desc: "Newest first" },
        email: { asc: "Email ascending", desc: "Email descending" },
      },
    });
    expect(page.links.next).toBeNull();
    expect(page.links.prev).toBeNull();
  });
});

const userRowSchema = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
});

const listUsersRoute = defineRoute({
  method: "get",
  path: "/test/users",
  summary: "Users, as a list route will list them",
  request: { list: userList },
  responses: { 200: paginatedSchema(userRowSchema) },
  async handler({ list }, c) {
    const { rows, total } = await selectPage(c.var.db, users, list);
    const data = rows.map((row) => ({
      id: row.id,
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
    }));
    return c.json(pageOf(userList, list, { rows: data, total, url: publicRequestUrl(c) }), 200);
  },
});

describe("a list route on the database", () => {
  const api = useTestApp({ routes: [...apiRoutes, listUsersRoute] });

  beforeAll(async () => {
    const people = Array.from({ length: 25 }, (_, index) => ({
      email: `person${String(index).padStart(2, "0")}@example.com`,
      firstName: index === 7 ? "100% Maria" : `Person ${index}`,
      lastName: index % 5 === 0 ? null : index === 3 ? "Rossi" : `Surname_${index}`,
      timezone: "Europe/Rome",
      locale: (["it", "en", "de", "fr", "es"] as const)[index % 5] ?? "en",
      createdAt: new Date(Date.UTC(2025, 0, 1 + index, 12)),
    }));
    await api.db.insert(users).values(people);
  });

  async function list(query: string) {
    const response = await api.request(`/api/test/users?${query}`);
    const body = (await response.json()) as {
      data: { id: number; email: string; first_name: string; last_name: string | null }[];
      meta: { total: number; from: number | null; to: number | null; last_page: number };
      links: { next: string | null; prev: string | null };
      errors?: Record<string, string[]>;
    };
    return { status: response.status, ...body, emails: body.data?.map((row) => row.email) };
  }

  it("gives the first 20, newest first, and says how many there are", async () => {
    const page = await list("");
    expect(page.status).toBe(200);
    expect(page.data).toHaveLength(20);
    expect(page.emails[0]).toBe("person24@example.com");
    expect(page.meta).toMatchObject({ total: 25, from: 1, to: 20, last_page: 2 });
    expect(page.links.next).toBe("https://tickets.varco.test/api/test/users?page=2");
  });

  it("gives the rest on page 2 and nothing past the end", async () => {
    const second = await list("page=2");
    expect(second.emails).toEqual([4, 3, 2, 1, 0].map((n) => `person0${n}@example.com`));
    expect(second.meta).toMatchObject({ from: 21, to: 25 });
    expect(second.links.next).toBeNull();
    const past = await list("page=9");
    expect(past.status).toBe(200);
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ from: null, to: null, total: 25 });
  });

  it("sorts by an allowed column in either direction", async () => {
    expect((await list("sort_by=email&sort_direction=asc&per_page=2")).emails).toEqual([
      "person00@example.com",
      "person01@example.com",
    ]);
    expect((await list("sort_by=email&sort_direction=DESC&per_page=1")).emails).toEqual([
      "person24@example.com",
    ]);
  });

  it("filters with each kind of operator", async () => {
    expect((await list("filter_fields[locale][in]=it,de&per_page=100")).meta.total).toBe(10);
    expect((await list("filter_fields[locale][ne]=it&per_page=100")).meta.total).toBe(20);
    expect((await list("filter_fields[last_name][eq]=null&per_page=100")).meta.total).toBe(5);
    expect((await list("filter_fields[last_name][ne]=null&per_page=100")).meta.total).toBe(20);
    expect((await list("filter_fields[email][eq]=person03@example.com")).emails).toEqual([
      "person03@example.com",
    ]);
    expect((await list("filter_fields[email][like]=SON1&per_page=100")).meta.total).toBe(10);
    expect((await list("filter_fields[email][not_like]=son1&per_page=100")).meta.total).toBe(15);
    expect((await list("filter_fields[id][in]=1,2,3")).meta.total).toBe(3);
    const range = await list(
      "filter_fields[created_at][gte]=2025-01-03T12:00:00Z&filter_fields[created_at][lt]=2025-01-06&sort_by=email&sort_direction=asc",
    );
    expect(range.emails).toEqual(["person02@example.com", "person03@example.com", "person04@example.com"]);
  });

  it("searches names and emails, case-insensitively, wildcards taken literally", async () => {
    expect((await list("query=ROSSI")).emails).toEqual(["person03@example.com"]);
    expect((await list("query=100%25")).emails).toEqual(["person07@example.com"]);
    expect((await list("query=%25")).emails).toEqual(["person07@example.com"]);
    // Surname_1 and Surname_11 to Surname_19, less the two who have no last name (10 and 15).
    expect((await list("query=surname_1&per_page=100")).meta.total).toBe(9);
  });

  it("answers 422, never 500, to fields, operators and values it does not allow", async () => {
    const unknownField = await list("filter_fields[password_hash][like]=a");
    expect(unknownField.status).toBe(422);
    expect(Object.keys(unknownField.errors ?? {})).toEqual(["filter_fields.password_hash"]);
    const unknownOperator = await list("filter_fields[email][drop]=a");
    expect(unknownOperator.status).toBe(422);
    expect(Object.keys(unknownOperator.errors ?? {})).toEqual(["filter_fields.email.drop"]);
  });

  it("answers only 200 or 422 to any query string at all", async () => {
    const fieldName = fc.oneof(
      fc.constantFrom("email", "last_name", "locale", "created_at", "id", "nope"),
      fc.string(),
    );
    const operator = fc.oneof(
      fc.constantFrom("eq", "ne", "lt", "lte", "gt", "gte", "like", "not_like", "in"),
      fc.string(),
    );
    const value = fc.oneof(
      fc.string(),
      fc.string({ unit: "binary" }),
      fc.constantFrom(
        "null",
        "",
        ",",
        "%",
        "_",
        "\\",
        "2025-01-01",
        "2025-01-01T00:00:00Z",
        "1",
        "-1",
        "it,de",
        "1e400",
      ),
      fc.integer().map(String),
      fc.double().map(String),
    );
    const parameter = fc.oneof(
      fc.tuple(fc.constantFrom("page", "per_page", "sort_by", "sort_direction", "query"), value),
      fc.tuple(
        fc.tuple(fieldName, operator).map(([field, op]) => `filter_fields[${field}][${op}]`),
        value,
      ),
      fc.tuple(fc.string(), value),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(parameter, { maxLength: 6 }), async (parameters) => {
        const response = await api.request(`/api/test/users?${new URLSearchParams(parameters)}`);
        expect([200, 422]).toContain(response.status);
        const body = (await response.json()) as { message?: string; errors?: object };
        if (response.status === 422)
          expect(typeof body.message === "string" && typeof body.errors === "object").toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
