import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiRoutes } from "../routes";
import { useTestApp } from "../test/testApp";
import type { OpenApiDocument } from "./openapi";
import { defineRoute, fileResponse, multipartOverheadBytes } from "./route";

/** Routes that exist only here, to drive multipart bodies and file answers through the registry. */
const testRoutes = [
  defineRoute({
    method: "post",
    path: "/test/uploads",
    summary: "Takes a note and a small attachment",
    request: {
      form: z.object({
        note: z.string({ error: "Note is required." }).max(20, "Note must be at most 20 characters."),
        count: z.coerce.number({ error: "Count must be a number." }).int().default(1),
      }),
      files: { attachment: { maxBytes: 1024, mediaTypes: ["text/plain"] } },
    },
    responses: {
      200: z.object({
        note: z.string(),
        count: z.number(),
        name: z.string(),
        size: z.number(),
        text: z.string(),
      }),
    },
    handler: async ({ body, files }, c) =>
      c.json(
        {
          ...body,
          name: files.attachment.name,
          size: files.attachment.size,
          text: await files.attachment.text(),
        },
        200,
      ),
  }),
  defineRoute({
    method: "post",
    path: "/test/fields",
    summary: "Echoes its text fields",
    request: { form: z.object({}).catchall(z.string()) },
    responses: { 200: z.object({ fields: z.record(z.string(), z.string()), prototype: z.boolean() }) },
    handler: ({ body }, c) =>
      c.json({ fields: body, prototype: Object.getPrototypeOf(body) === Object.prototype }, 200),
  }),
  defineRoute({
    method: "get",
    path: "/test/file/:kind",
    summary: "Answers a file of a declared type, or of another",
    request: { params: z.object({ kind: z.enum(["ok", "wrong"]) }) },
    responses: { 200: fileResponse(["text/plain"]) },
    handler: ({ params }, c) =>
      c.body("hello", 200, {
        "content-type": params.kind === "ok" ? "text/plain; charset=utf-8" : "text/html",
      }),
  }),
];

const api = useTestApp({ routes: [...apiRoutes, ...testRoutes] });

function form(entries: [string, string | Blob, string?][]): FormData {
  const data = new FormData();
  for (const [name, value, fileName] of entries) {
    if (typeof value === "string") data.append(name, value);
    else data.append(name, value, fileName);
  }
  return data;
}

const post = (path: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
  api.request(path, { method: "POST", body, headers });

describe("multipart routes", () => {
  it("hands the handler the parsed text fields and the file", async () => {
    const response = await post(
      "/api/test/uploads",
      form([
        ["note", "hello"],
        ["count", "3"],
        ["attachment", new Blob(["file body"], { type: "text/plain" }), "notes.txt"],
      ]),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      note: "hello",
      count: 3,
      name: "notes.txt",
      size: 9,
      text: "file body",
    });
  });

  it("counts an empty text field as not given (a form sends every input)", async () => {
    const response = await post(
      "/api/test/uploads",
      form([
        ["note", "hi"],
        ["count", ""],
        ["attachment", new Blob(["x"]), "a.txt"],
      ]),
    );
    expect(await response.json()).toMatchObject({ count: 1 });
  });

  it("names every problem at once: fields, a missing file", async () => {
    const response = await post("/api/test/uploads", form([["count", "many"]]));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "Attachment is required. (and 2 more errors)",
      errors: {
        attachment: ["Attachment is required."],
        note: ["Note is required."],
        count: ["Count must be a number."],
      },
      // The same reasons as codes, for a client that says them in its user's language.
      codes: {
        attachment: [{ code: "required", label: "Attachment" }],
        note: [{ code: "invalid_type", expected: "string", received: "nothing" }],
        count: [{ code: "invalid_type", expected: "number", received: "value" }],
      },
    });
  });

  it("reads an empty body as an empty form, so each required part is named", async () => {
    const response = await post("/api/test/uploads", null);
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors).sort()).toEqual([
      "attachment",
      "note",
    ]);
  });

  it("treats a file input left empty as no file, and text where a file belongs as a mistake", async () => {
    const empty = await post(
      "/api/test/uploads",
      form([
        ["note", "x"],
        ["attachment", new Blob([]), ""],
      ]),
    );
    expect(((await empty.json()) as { errors: object }).errors).toEqual({
      attachment: ["Attachment is required."],
    });
    const text = await post(
      "/api/test/uploads",
      form([
        ["note", "x"],
        ["attachment", "not a file"],
      ]),
    );
    expect(((await text.json()) as { errors: object }).errors).toEqual({
      attachment: ["Attachment must be a file."],
    });
  });

  it("refuses a file over its limit with 422 on the field, saying the limit", async () => {
    const response = await post(
      "/api/test/uploads",
      form([
        ["note", "x"],
        ["attachment", new Blob(["x".repeat(1025)]), "big.txt"],
      ]),
    );
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: object }).errors).toEqual({
      attachment: ["The file must be at most 1 KB."],
    });
  });

  it("refuses a body over the files' limits plus overhead with 413, counted as it streams", async () => {
    const big = form([
      ["note", "x"],
      ["attachment", new Blob(["x".repeat(1024 + multipartOverheadBytes)]), "huge.txt"],
    ]);
    // A FormData body has no Content-Length here: the limit counts the stream.
    const response = await post("/api/test/uploads", big);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The request body is too large." });
  });

  it("refuses a declared Content-Length over the limit before reading the body", async () => {
    const body = new Request("http://x", { method: "POST", body: form([["note", "x"]]) });
    const response = await post("/api/test/uploads", await body.arrayBuffer(), {
      "content-type": body.headers.get("content-type") as string,
      "content-length": String(1024 + multipartOverheadBytes + 1),
    });
    expect(response.status).toBe(413);
  });

  it.each([
    ['{"note":"x"}', "application/json"],
    ["note=x", "application/x-www-form-urlencoded"],
    ["note", "text/plain"],
  ])("refuses the body %j sent as %s with 415", async (body, contentType) => {
    const response = await post("/api/test/uploads", body, { "content-type": contentType });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: "Send the body as multipart/form-data." });
  });

  it("answers 400 to a multipart body that does not parse", async () => {
    const response = await post("/api/test/uploads", "--nope\r\ngarbage", {
      "content-type": "multipart/form-data; boundary=expected",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The request body is not valid multipart/form-data." });
    const noBoundary = await post("/api/test/uploads", "note=x", { "content-type": "multipart/form-data" });
    expect(noBoundary.status).toBe(400);
  });

  it("keeps a field named like an object property a plain field", async () => {
    const response = await post(
      "/api/test/fields",
      form([
        ["__proto__", "polluted"],
        ["constructor", "c"],
        ["a", "1"],
        ["a", "2"],
      ]),
    );
    expect(await response.json()).toEqual({
      fields: { __proto__: "polluted", constructor: "c", a: "1" },
      prototype: true,
    });
  });

  it("checks a file answer's Content-Type against the declared ones", async () => {
    const ok = await api.request("/api/test/file/ok");
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("hello");
    const wrong = await api.request("/api/test/file/wrong");
    expect(wrong.status).toBe(500);
    const line = api.logs.find((log) => log.msg === "request failed" && log.path === "/api/test/file/wrong");
    expect((line?.err as { message?: string } | undefined)?.message).toMatch(/Content-Type text\/html/);
  });

  it("documents a multipart body and a file answer in OpenAPI", async () => {
    const document = (await (await api.request("/api/openapi.json")).json()) as OpenApiDocument;
    const upload = dig(document.paths, "/test/uploads", "post");
    expect(Object.keys(dig(upload, "requestBody", "content") as object)).toEqual(["multipart/form-data"]);
    const content = dig(upload, "requestBody", "content", "multipart/form-data");
    expect(dig(content, "schema", "properties", "attachment")).toMatchObject({
      type: "string",
      format: "binary",
    });
    expect(dig(content, "schema", "properties", "note")).toMatchObject({ type: "string", maxLength: 20 });
    expect([...(dig(content, "schema", "required") as string[])].sort()).toEqual(["attachment", "note"]);
    expect(dig(content, "encoding")).toEqual({ attachment: { contentType: "text/plain" } });
    expect(dig(upload, "requestBody", "description")).toContain(String(1024 + multipartOverheadBytes));
    expect(Object.keys(dig(upload, "responses") as object).sort()).toEqual([
      "200",
      "400",
      "403",
      "413",
      "415",
      "422",
      "500",
    ]);
    expect(dig(upload, "responses", "415", "description")).toMatch(/multipart/);
    expect(dig(document.paths, "/test/file/{kind}", "get", "responses", "200", "content")).toEqual({
      "text/plain": { schema: { type: "string", format: "binary" } },
    });
  });

  it("refuses to declare a GET with a form, or a body that is both JSON and multipart", () => {
    expect(() =>
      defineRoute({
        method: "get",
        path: "/x",
        summary: "x",
        request: { files: { f: { maxBytes: 1 } } },
        responses: {},
        handler: (_input, c) => c.body(null, 204),
      }),
    ).toThrow(/cannot take a body/);
    expect(() =>
      defineRoute({
        method: "post",
        path: "/x",
        summary: "x",
        request: { body: z.object({}), form: z.object({}) },
        responses: {},
        handler: (_input, c) => c.body(null, 204),
      }),
    ).toThrow(/not both/);
  });
});

/** `dig(doc, "a", "b")` is `doc.a.b`, or undefined along the way. */
function dig(value: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>(
    (current, key) =>
      typeof current === "object" && current !== null ? (current as Record<string, unknown>)[key] : undefined,
    value,
  );
}
