import { updateAccountSchema, userLocales } from "@varco/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { users } from "../db/schema";
import { apiRoutes } from "../routes";
import { useTestApp } from "../test/testApp";
import { defineList } from "./listQuery";
import { type OpenApiDocument, openApiPathOf } from "./openapi";
import { defineRoute, type Route } from "./route";

interface Category {
  name: string;
  children: Category[];
}
const categorySchema: z.ZodType<Category> = z.object({
  name: z.string(),
  get children() {
    return z.array(categorySchema);
  },
});

const testRoutes: Route[] = [
  defineRoute({
    method: "put",
    // Not /accounts: the API has that route itself.
    path: "/test/accounts",
    summary: "Update the account",
    tags: ["account"],
    request: { body: updateAccountSchema },
    responses: { 200: z.object({ data: z.object({ id: z.number(), name: z.string() }) }) },
    handler: (_input, c) => c.json({ data: { id: 1, name: "x" } }, 200),
  }),
  defineRoute({
    method: "delete",
    // Not /events/:event_id: the API has that route itself.
    path: "/test/events/:event_id",
    summary: "Delete an event",
    request: { params: z.object({ event_id: z.coerce.number().int().positive() }) },
    responses: { 204: null },
    handler: (_input, c) => c.body(null, 204),
  }),
  defineRoute({
    method: "get",
    // Not /users: the API has that route itself.
    path: "/listed-users",
    summary: "List users",
    request: {
      list: defineList({
        sorts: { email: { column: users.email }, created_at: { column: users.createdAt } },
        defaultSort: "created_at",
        defaultSortDirection: "desc",
        tiebreaker: users.id,
        filters: {
          locale: {
            column: users.locale,
            type: { kind: "enum", values: userLocales },
            operators: ["eq", "in"],
          },
        },
        search: [users.email],
      }),
      query: z.object({ include: z.enum(["accounts"]).optional() }),
    },
    responses: { 200: z.object({ data: z.array(z.object({ id: z.number() })) }) },
    handler: (_input, c) => c.json({ data: [] }, 200),
  }),
  defineRoute({
    method: "get",
    path: "/categories",
    summary: "A recursive answer",
    responses: { 200: z.object({ data: categorySchema }) },
    handler: (_input, c) => c.json({ data: { name: "root", children: [] } }, 200),
  }),
];

/** Keywords a JSON Schema 2020-12 (as OpenAPI 3.1 embeds it) may carry; anything else is a slip. */
const schemaKeywords = new Set([
  "$ref",
  "$defs",
  "$id",
  "$comment",
  "type",
  "enum",
  "const",
  "format",
  "pattern",
  "properties",
  "required",
  "additionalProperties",
  "propertyNames",
  "items",
  "prefixItems",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "anyOf",
  "oneOf",
  "allOf",
  "not",
  "default",
  "description",
  "title",
  "examples",
  "readOnly",
  "writeOnly",
  "nullable",
  "contentEncoding",
  "contentMediaType",
]);

function schemaProblems(schema: unknown, where: string): string[] {
  if (typeof schema !== "object" || schema === null) return [`${where}: not an object`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(schema)) {
    if (!schemaKeywords.has(key)) problems.push(`${where}: unknown keyword ${key}`);
    if (key === "properties" || key === "$defs") {
      for (const [name, inner] of Object.entries(value as object))
        problems.push(...schemaProblems(inner, `${where}.${name}`));
    } else if (
      key === "items" ||
      key === "not" ||
      (key === "additionalProperties" && typeof value === "object")
    ) {
      problems.push(...schemaProblems(value, `${where}.${key}`));
    } else if (key === "anyOf" || key === "oneOf" || key === "allOf" || key === "prefixItems") {
      for (const [index, inner] of (value as unknown[]).entries()) {
        problems.push(...schemaProblems(inner, `${where}.${key}[${index}]`));
      }
    }
  }
  return problems;
}

/** What lies at `keys` inside a parsed JSON value, or undefined. */
function dig(value: unknown, ...keys: (string | number)[]): unknown {
  let node = value;
  for (const key of keys) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/** The schema a `$ref` into the document's components points at, or the schema itself. */
function resolved(document: OpenApiDocument, schema: unknown): unknown {
  const ref = dig(schema, "$ref");
  return typeof ref === "string" ? dig(document, ...ref.replace(/^#\//, "").split("/")) : schema;
}

const entriesOf = (value: unknown): [string, unknown][] =>
  typeof value === "object" && value !== null ? Object.entries(value) : [];

/** Every schema of the document: components, parameters, request and response bodies. */
function* schemasOf(document: OpenApiDocument): Generator<[string, unknown]> {
  for (const [name, schema] of Object.entries(document.components.schemas)) {
    yield [`components.${name}`, schema];
  }
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of entriesOf(operations)) {
      const where = `${method} ${path}`;
      for (const [, parameter] of entriesOf(dig(operation, "parameters"))) {
        yield [`${where} ${String(dig(parameter, "name"))}`, dig(parameter, "schema")];
      }
      const body = dig(operation, "requestBody", "content", "application/json", "schema");
      if (body) yield [`${where} body`, body];
      for (const [status, response] of entriesOf(dig(operation, "responses"))) {
        const schema = dig(response, "content", "application/json", "schema");
        if (schema) yield [`${where} ${status}`, schema];
      }
    }
  }
}

function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "$ref" && typeof inner === "string" ? [inner] : refsOf(inner),
  );
}

describe("GET /api/openapi.json", () => {
  const routes = [...apiRoutes, ...testRoutes];
  const api = useTestApp({ routes });
  let document: OpenApiDocument;
  beforeAll(async () => {
    document = (await (await api.request("/api/openapi.json")).json()) as OpenApiDocument;
  });

  it("is OpenAPI 3.1 JSON", async () => {
    const response = await api.request("/api/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(document).toMatchObject({
      openapi: "3.1.0",
      info: { title: "Varco API" },
      servers: [{ url: "/api" }],
    });
  });

  it("describes every registered route, itself included", () => {
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(described.sort()).toEqual(
      [...routes.map((route) => `${route.method} ${openApiPathOf(route.path)}`), "get /openapi.json"].sort(),
    );
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => dig(operation, "operationId")),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives request bodies from the domain schemas, with their required fields", () => {
    const operation = dig(document.paths, "/test/accounts", "put");
    expect(operation).toMatchObject({ summary: "Update the account", tags: ["account"] });
    const body = resolved(document, dig(operation, "requestBody", "content", "application/json", "schema"));
    expect(Object.keys(dig(body, "properties") as object).sort()).toEqual([
      "currency_code",
      "name",
      "timezone",
    ]);
    expect([...(dig(body, "required") as string[])].sort()).toEqual(["name", "timezone"]);
    expect(Object.keys(dig(operation, "responses") as object).sort()).toEqual([
      "200",
      "400",
      "403",
      "413",
      "415",
      "422",
      "500",
    ]);
    expect(dig(operation, "responses", "422", "content", "application/json", "schema")).toEqual({
      $ref: "#/components/schemas/ValidationError",
    });
  });

  it("gives path parameters and body-less answers", () => {
    const operation = dig(document.paths, "/test/events/{event_id}", "delete");
    expect(dig(operation, "parameters")).toEqual([
      { name: "event_id", in: "path", required: true, schema: expect.objectContaining({ type: "integer" }) },
    ]);
    expect(dig(operation, "responses", "204")).toEqual({ description: "No content" });
    expect(dig(operation, "responses", "404")).toBeDefined();
  });

  it("gives a list's parameters: pages, its sorts, its search and its filters", () => {
    const parameters = dig(document.paths, "/listed-users", "get", "parameters") as unknown[];
    const byName = Object.fromEntries(
      parameters.map((parameter) => [dig(parameter, "name") as string, parameter]),
    );
    expect(Object.keys(byName).sort()).toEqual([
      "filter_fields",
      "include",
      "page",
      "per_page",
      "query",
      "sort_by",
      "sort_direction",
    ]);
    expect(dig(byName, "sort_by", "schema")).toEqual({
      type: "string",
      enum: ["email", "created_at"],
      default: "created_at",
    });
    expect(dig(byName, "per_page", "schema")).toMatchObject({ maximum: 100, default: 20 });
    expect(byName.filter_fields).toMatchObject({ style: "deepObject", explode: true });
    const localeEq = dig(byName, "filter_fields", "schema", "properties", "locale", "properties", "eq");
    expect(dig(resolved(document, localeEq), "enum")).toEqual([...userLocales]);
  });

  it("keeps recursive schemas as components that references reach", () => {
    const answer = dig(
      document.paths,
      "/categories",
      "get",
      "responses",
      "200",
      "content",
      "application/json",
      "schema",
    );
    expect(JSON.stringify(answer)).toContain("#/components/schemas/");
  });

  it("says which operations need a session, sent in the cookie or as a bearer token", async () => {
    expect(document.components.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: "apiKey", in: "cookie", name: "token" }),
      bearerToken: expect.objectContaining({ type: "http", scheme: "bearer" }),
    });
    const session = [{ sessionCookie: [] }, { bearerToken: [] }];
    const securityOf = (path: string, method: string) => dig(document.paths, path, method, "security");
    expect(securityOf("/events/{event_id}", "get")).toEqual(session);
    expect(securityOf("/users", "get")).toEqual(session);
    expect(securityOf("/public/events/{event_id}", "get")).toEqual([{}, ...session]);
    expect(securityOf("/auth/logout", "post")).toEqual([{}, ...session]);
    expect(securityOf("/auth/login", "post")).toEqual([]);
    expect(securityOf("/health", "get")).toEqual([]);
    expect(securityOf("/openapi.json", "get")).toEqual([]);

    // What the document says holds: each operation it says needs a session refuses a request without one.
    const needingSession = Object.entries(document.paths).flatMap(([path, operations]) =>
      entriesOf(operations)
        .filter(([, operation]) => JSON.stringify(dig(operation, "security")) === JSON.stringify(session))
        .map(([method]) => ({ method, path: path.replace(/\{[^}]+\}/g, "1") })),
    );
    expect(needingSession.length).toBeGreaterThan(50);
    const statuses = await Promise.all(
      needingSession.map(async ({ method, path }) => {
        const response = await api.request(`/api${path}`, { method: method.toUpperCase() });
        return `${method} ${path} ${response.status}`;
      }),
    );
    expect(statuses).toEqual(needingSession.map(({ method, path }) => `${method} ${path} 401`));
  });

  it("names the resources once in components and references them wherever they appear", () => {
    const schemas = document.components.schemas;
    for (const name of [
      "Event",
      "PublicEvent",
      "Organizer",
      "PublicOrganizer",
      "User",
      "Account",
      "Product",
      "Order",
      "PublicOrder",
      "Attendee",
      "PromoCode",
      "Question",
      "TaxAndFee",
      "Image",
      "Error",
    ]) {
      expect(schemas[name], name).toMatchObject({ type: "object" });
    }
    const answer = (path: string, method: string, status: string) =>
      dig(document.paths, path, method, "responses", status, "content", "application/json", "schema");
    expect(dig(answer("/events/{event_id}", "get", "200"), "properties", "data")).toEqual({
      $ref: "#/components/schemas/Event",
    });
    expect(dig(answer("/events/{event_id}/orders", "get", "200"), "properties", "data", "items")).toEqual({
      $ref: "#/components/schemas/Order",
    });
    expect(answer("/events/{event_id}", "get", "401")).toEqual({ $ref: "#/components/schemas/Error" });
    expect(
      dig(document.paths, "/events", "post", "requestBody", "content", "application/json", "schema"),
    ).toEqual({ $ref: "#/components/schemas/CreateEvent" });
    expect(dig(schemas, "Event", "properties", "organizer")).toEqual({
      $ref: "#/components/schemas/Organizer",
    });

    // No copies: an object component is written out once in the whole document.
    const text = JSON.stringify(document);
    const copied = Object.entries(schemas)
      .filter(
        ([, schema]) => Object.keys((dig(schema, "properties") as object | undefined) ?? {}).length >= 3,
      )
      .filter(([, schema]) => text.split(JSON.stringify(schema)).length > 2)
      .map(([name]) => name);
    expect(copied).toEqual([]);
  });

  it("has only references that resolve and only JSON Schema keywords in its schemas", () => {
    for (const ref of refsOf(document)) {
      const target = dig(document, ...ref.replace(/^#\//, "").split("/"));
      expect(target, ref).toBeTypeOf("object");
    }
    const problems = [...schemasOf(document)].flatMap(([where, schema]) => schemaProblems(schema, where));
    expect(problems).toEqual([]);
  });
});
