import { sortDirections } from "@varco/domain";
import { z } from "zod";
import type { FilterValueType, ListDefinition } from "./listQuery";
import { maxPage } from "./listQuery";
import { schemaNames } from "./openapiSchemas";
import { operationSecurityOf, securitySchemesOf, sessionUseOf } from "./openapiSecurity";
import { apiPrefix, bodyLimitOf, errorBodySchema, FileResponse, isMultipart, type Route } from "./route";
import { sessionCookieName } from "./sessionCookie";

/**
 * `GET /api/openapi.json`, written from the route registry: every route's method, path, summary,
 * parameters and bodies, with JSON Schemas made by zod from the very schemas that validate them.
 * OpenAPI 3.1, whose schemas are JSON Schema 2020-12, zod's default target. The domain's schemas
 * are named components (`openapiSchemas.ts`), each operation says which session it needs
 * (`openapiSecurity.ts`), and the whole passes `redocly lint` and compiles through
 * openapi-typescript (`openapi.clients.test.ts`).
 */

type JsonSchema = Record<string, unknown>;

interface Info {
  title: string;
  version: string;
  description?: string;
  license?: { name: string; identifier?: string };
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: Info;
  servers: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, Record<string, unknown>>;
  };
}

const statusTexts: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "No content",
  400: "The request is malformed (e.g. its body is not valid JSON)",
  401: "Not signed in",
  403: "Not allowed (for unsafe methods: sent from another site)",
  404: "Not found",
  409: "Conflict",
  410: "Gone",
  413: "The body is too large",
  415: "The body is not JSON",
  422: "Invalid input: a message, the reasons per field in English (`errors`) and as codes with parameters (`codes`)",
  429: "Too many requests",
  500: "Server error",
  503: "Unavailable",
};

export function openApiDocument(routes: readonly Route[], info: Info): OpenApiDocument {
  const schemas = new SchemaWriter(schemaNames());
  const components = schemas.components;
  // The framework's own error answers reference it: written once, whether or not a route declares it.
  schemas.write(errorBodySchema, "output", "Error");
  Object.assign(components, {
    ValidationError: {
      type: "object",
      properties: {
        message: {
          type: "string",
          description: 'The first reason, "(and N more errors)" when there are more',
        },
        errors: {
          type: "object",
          description: "Reasons per field, keyed by dotted path (e.g. products.0.quantities.1.price_id)",
          additionalProperties: { type: "array", items: { type: "string" } },
        },
      },
      required: ["message", "errors"],
    },
  });
  const errorResponse = (status: number, component = "Error", description = statusTexts[status]) => ({
    description: description ?? "Error",
    content: { "application/json": { schema: { $ref: `#/components/schemas/${component}` } } },
  });

  const paths: OpenApiDocument["paths"] = {};
  for (const route of routes) {
    const operationId = route.operationId ?? operationIdOf(route);
    const { params, query, body, list } = route.request;
    const multipart = isMultipart(route.request);
    const parameters = [
      ...pathParametersOf(route, params, schemas, operationId),
      ...queryParametersOf(query, schemas, operationId),
      ...(list ? listParametersOf(list) : []),
    ];
    const responses: Record<string, unknown> = {};
    for (const [status, schema] of Object.entries(route.responses)) {
      responses[status] =
        schema === null || schema === undefined
          ? { description: statusTexts[Number(status)] ?? "Answer" }
          : schema instanceof FileResponse
            ? {
                description: schema.description ?? statusTexts[Number(status)] ?? "Answer",
                content: Object.fromEntries(
                  schema.mediaTypes.map((type) => [type, { schema: { type: "string", format: "binary" } }]),
                ),
              }
            : {
                description: statusTexts[Number(status)] ?? "Answer",
                content: {
                  "application/json": {
                    schema: schemas.write(schema, "output", `${operationId}_${status}`),
                  },
                },
              };
    }
    const framework: [number, string?, string?][] = [[500]];
    if (params) framework.push([404]);
    if (body || query || list || multipart) framework.push([422, "ValidationError"]);
    if (body) framework.push([400], [413], [415]);
    if (multipart) {
      framework.push(
        [400, undefined, "The body is not valid multipart/form-data"],
        [413],
        [415, undefined, "The body is not multipart/form-data"],
      );
    }
    if (route.method !== "get") framework.push([403]);
    for (const [status, component, description] of framework) {
      responses[status] ??= errorResponse(status, component, description);
    }

    const operation: Record<string, unknown> = {
      operationId,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      ...(route.tags?.length ? { tags: [...route.tags] } : {}),
      security: operationSecurityOf(sessionUseOf(route)),
      ...(parameters.length ? { parameters } : {}),
      ...(body
        ? {
            requestBody: {
              required: true,
              description: `JSON, at most ${bodyLimitOf(route)} bytes`,
              content: {
                "application/json": {
                  schema: schemas.write(body, "input", `${operationId}_body`),
                },
              },
            },
          }
        : {}),
      ...(multipart ? { requestBody: multipartBodyOf(route, schemas, operationId) } : {}),
      responses,
    };
    const path = openApiPathOf(route.path);
    paths[path] = { ...paths[path], [route.method]: operation };
  }
  return schemas.finish({
    openapi: "3.1.0",
    info: { ...info, license: info.license ?? { name: "MIT", identifier: "MIT" } },
    servers: [{ url: apiPrefix }],
    paths,
    components: { schemas: components, securitySchemes: securitySchemesOf(sessionCookieName) },
  });
}

/**
 * A multipart route's body: its text fields from `request.form`, its files as binary strings
 * (required), with the media types a file part may have as the part's encoding.
 */
function multipartBodyOf(route: Route, schemas: SchemaWriter, operationId: string) {
  const form = route.request.form
    ? schemas.write(route.request.form, "input", `${operationId}_form`, { inline: true })
    : {};
  const fileEntries = Object.entries(route.request.files ?? {});
  const properties: Record<string, JsonSchema> = { ...objectPropertiesOf(form) };
  const encoding: Record<string, { contentType: string }> = {};
  for (const [name, file] of fileEntries) {
    properties[name] = {
      type: "string",
      format: "binary",
      description: file.description ?? `A file of at most ${file.maxBytes} bytes`,
    };
    if (file.mediaTypes) encoding[name] = { contentType: file.mediaTypes.join(", ") };
  }
  const formRequired = Array.isArray(form.required) ? (form.required as string[]) : [];
  const schema: JsonSchema = {
    type: "object",
    properties,
    required: [...fileEntries.map(([name]) => name), ...formRequired],
  };
  return {
    required: true,
    description: `multipart/form-data, at most ${bodyLimitOf(route)} bytes; empty text fields count as not given`,
    content: {
      "multipart/form-data": {
        schema,
        ...(Object.keys(encoding).length > 0 ? { encoding } : {}),
      },
    },
  };
}

/** `/events/:event_id` → `/events/{event_id}` (a Hono pattern such as `:id{[0-9]+}` loses its pattern). */
export function openApiPathOf(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}");
}

function operationIdOf(route: Route): string {
  const words = route.path
    .split("/")
    .filter(Boolean)
    .map((segment) =>
      segment
        .replace(/^:/, "")
        .replace(/\{.*\}$/, "")
        .replace(/[^A-Za-z0-9_]/g, "_"),
    );
  return [route.method, ...words].join("_");
}

function pathParametersOf(
  route: Route,
  schema: z.ZodType | undefined,
  schemas: SchemaWriter,
  operationId: string,
) {
  const names = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
  const properties = schema
    ? objectPropertiesOf(schemas.write(schema, "input", `${operationId}_params`, { inline: true }))
    : {};
  return names.map((name) => ({
    name,
    in: "path",
    required: true,
    schema: properties[name] ?? { type: "string" },
  }));
}

function queryParametersOf(schema: z.ZodType | undefined, schemas: SchemaWriter, operationId: string) {
  if (!schema) return [];
  const json = schemas.write(schema, "input", `${operationId}_query`, { inline: true });
  const required = new Set(Array.isArray(json.required) ? (json.required as string[]) : []);
  return Object.entries(objectPropertiesOf(json)).map(([name, property]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema: property,
  }));
}

function listParametersOf(list: ListDefinition) {
  const filters = Object.entries(list.filters ?? {});
  const parameters: Record<string, unknown>[] = [
    { name: "page", in: "query", schema: { type: "integer", minimum: 1, maximum: maxPage, default: 1 } },
    {
      name: "per_page",
      in: "query",
      schema: { type: "integer", minimum: 1, maximum: list.maxPerPage ?? 100, default: 20 },
    },
    {
      name: "sort_by",
      in: "query",
      schema: { type: "string", enum: Object.keys(list.sorts), default: list.defaultSort },
    },
    {
      name: "sort_direction",
      in: "query",
      description: "Case-insensitive",
      schema: { type: "string", enum: [...sortDirections], default: list.defaultSortDirection },
    },
  ];
  if (list.search?.length) {
    parameters.push({
      name: "query",
      in: "query",
      description: "Free text, matched case-insensitively",
      schema: { type: "string", maxLength: 255 },
    });
  }
  if (filters.length > 0) {
    parameters.push({
      name: "filter_fields",
      in: "query",
      style: "deepObject",
      explode: true,
      description:
        "filter_fields[field][operator]=value; conditions are ANDed. `in` takes comma-separated values; " +
        "`eq`/`ne` with the word null test for a missing value. Any other field or operator is a 422.",
      schema: {
        type: "object",
        additionalProperties: false,
        properties: Object.fromEntries(
          filters.map(([field, filter]) => [
            field,
            {
              type: "object",
              additionalProperties: false,
              properties: Object.fromEntries(
                filter.operators.map((operator) => [
                  operator,
                  operator === "in"
                    ? { type: "string", description: "Comma-separated" }
                    : valueSchemaOf(filter.type),
                ]),
              ),
            },
          ]),
        ),
      },
    });
  }
  return parameters;
}

function valueSchemaOf(type: FilterValueType): JsonSchema {
  switch (type.kind) {
    case "text":
      return { type: "string" };
    case "integer":
      return { type: "integer" };
    case "number":
      return { type: "number" };
    case "boolean":
      return { type: "boolean" };
    case "datetime":
      return { type: "string", format: "date-time" };
    case "enum":
      return { type: "string", enum: [...type.values] };
  }
}

function objectPropertiesOf(json: JsonSchema): Record<string, JsonSchema> {
  const properties = json.properties;
  return typeof properties === "object" && properties !== null
    ? (properties as Record<string, JsonSchema>)
    : {};
}

/** Where a schema stands: in an answer (`output`) or a request (`input`); zod writes defaults and transforms differently. */
type Io = "input" | "output";

const componentRefPrefix = "#/components/schemas/";
/** Ends a reference to a named schema's request form until `finish` knows whether it needs a component of its own. */
const inputMark = "~input";

const refTo = (name: string, io: Io) => `${componentRefPrefix}${name}${io === "input" ? inputMark : ""}`;
const componentNameOf = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, "_");

/**
 * What zod reads a schema's metadata from while writing one: its own (`.describe()`), plus the
 * name the document gives it, which makes zod put it under `$defs` and reference it. The schema
 * being written keeps no name, so it is written out rather than as a reference to itself.
 */
class NamingRegistry extends z.core.$ZodRegistry<z.core.GlobalMeta> {
  constructor(
    private readonly names: ReadonlyMap<z.ZodType, string>,
    private readonly root: z.ZodType,
  ) {
    super();
  }

  override get<S extends z.core.$ZodType>(schema: S): z.core.$replace<z.core.GlobalMeta, S> | undefined {
    const meta = z.globalRegistry.get(schema);
    const own = schema as unknown as z.ZodType;
    const name = own === this.root ? undefined : this.names.get(own);
    return name === undefined ? meta : ({ ...meta, id: name } as z.core.$replace<z.core.GlobalMeta, S>);
  }
}

/**
 * Writes zod schemas as the document's JSON Schemas. A named schema (`openapiSchemas.ts`) is
 * written once into `components.schemas` and referenced wherever it appears; its request form
 * gets a component of its own (`<Name>Input`) only when it differs from its answer form. zod puts
 * recursive parts under `$defs` with `#/$defs/…` references, which inside a document would point
 * at its root: they move to components too, named after where they were met.
 */
class SchemaWriter {
  readonly components: Record<string, JsonSchema> = {};
  private readonly written: Record<Io, Map<string, JsonSchema>> = { input: new Map(), output: new Map() };
  private readonly schemasByName = new Map<string, z.ZodType>();

  constructor(private readonly names: ReadonlyMap<z.ZodType, string>) {
    for (const [schema, name] of names) this.schemasByName.set(name, schema);
  }

  /**
   * The schema as JSON Schema, or a reference when it is named. `inline`: written out even when
   * named (parameters and forms are read property by property).
   */
  write(schema: z.ZodType, io: Io, place: string, options: { inline?: boolean } = {}): JsonSchema {
    const name = this.names.get(schema);
    if (name !== undefined && !options.inline) return { $ref: this.named(name, io) };
    return this.convert(schema, io, place);
  }

  /** A reference to the named schema, written into `written` the first time. */
  private named(name: string, io: Io): string {
    const written = this.written[io];
    if (!written.has(name)) {
      written.set(name, {}); // a schema that contains itself finds itself already there
      const schema = this.schemasByName.get(name) as z.ZodType;
      written.set(name, this.convert(schema, io, io === "input" ? `${name}Input` : name, name));
    }
    return refTo(name, io);
  }

  private convert(schema: z.ZodType, io: Io, place: string, selfName?: string): JsonSchema {
    const {
      $schema: _dialect,
      $defs,
      ...json
    } = z.toJSONSchema(schema, {
      io,
      unrepresentable: "any",
      cycles: "ref",
      reused: "inline",
      metadata: new NamingRegistry(this.names, schema),
    }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    const local = (def: string) => componentNameOf(`${place}_${def}`);
    let selfReferencing = false;
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (typeof value !== "object" || value === null) return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => {
          if (key !== "$ref" || typeof inner !== "string") return [key, rewrite(inner)];
          if (inner === "#") {
            selfReferencing = true;
            return [key, selfName ? refTo(selfName, io) : `${componentRefPrefix}${local("root")}`];
          }
          if (!inner.startsWith("#/$defs/")) return [key, inner];
          const def = inner.slice("#/$defs/".length);
          return [
            key,
            this.schemasByName.has(def) ? this.named(def, io) : `${componentRefPrefix}${local(def)}`,
          ];
        }),
      );
    };
    for (const [def, defSchema] of Object.entries($defs ?? {})) {
      if (!this.schemasByName.has(def)) this.components[local(def)] = rewrite(defSchema) as JsonSchema;
    }
    const rewritten = rewrite(json) as JsonSchema;
    if (!selfReferencing || selfName) return rewritten;
    this.components[local("root")] = rewritten;
    return { $ref: `${componentRefPrefix}${local("root")}` };
  }

  /**
   * The document with its named schemas in `components.schemas`: each name's answer form, and its
   * request form under the same name when the two are alike (or it has no answer form), else as
   * `<Name>Input`. An inline object or enum written exactly as a named one becomes a reference to
   * it (a schema copied in the domain, e.g. extended by what it already has). Components nothing
   * references are left out.
   */
  finish(document: OpenApiDocument): OpenApiDocument {
    const { input, output } = this.written;
    const separate = new Set<string>();
    const resolve = (value: unknown): unknown =>
      rewriteRefs(value, (ref) => {
        if (!ref.endsWith(inputMark)) return ref;
        const name = ref.slice(componentRefPrefix.length, -inputMark.length);
        return `${componentRefPrefix}${separate.has(name) ? `${name}Input` : name}`;
      });
    // A request form that references a separate one is itself separate: repeat until nothing changes.
    for (let changed = true; changed; ) {
      changed = false;
      for (const [name, form] of input) {
        const answer = output.get(name);
        if (answer === undefined || separate.has(name)) continue;
        if (JSON.stringify(resolve(form)) !== JSON.stringify(answer)) {
          separate.add(name);
          changed = true;
        }
      }
    }
    const schemas = document.components.schemas;
    for (const [name, answer] of output) schemas[name] = answer;
    for (const [name, form] of input) {
      if (!output.has(name)) schemas[name] = form;
      else if (separate.has(name)) {
        if (this.schemasByName.has(`${name}Input`) || schemas[`${name}Input`]) {
          throw new Error(`The request form of ${name} needs a name of its own, but ${name}Input is taken`);
        }
        schemas[`${name}Input`] = form;
      }
    }
    const resolved = referencingCopies(resolve(document) as OpenApiDocument);
    const reached = new Set<string>();
    const reach = (value: unknown) => {
      rewriteRefs(value, (ref) => {
        const name = ref.slice(componentRefPrefix.length);
        if (ref.startsWith(componentRefPrefix) && !reached.has(name)) {
          reached.add(name);
          reach(resolved.components.schemas[name]);
        }
        return ref;
      });
    };
    reach(resolved.paths);
    resolved.components.schemas = Object.fromEntries(
      Object.entries(resolved.components.schemas).filter(([name]) => reached.has(name)),
    );
    return resolved;
  }
}

/** The document with every inline object or enum schema that equals a component replaced by a reference to it. */
function referencingCopies(document: OpenApiDocument): OpenApiDocument {
  const schemas = document.components.schemas;
  const isShared = (value: JsonSchema) =>
    (value.type === "object" && typeof value.properties === "object") || Array.isArray(value.enum);
  const names = new Map<string, string>();
  for (const [name, schema] of Object.entries(schemas)) {
    if (isShared(schema)) names.set(JSON.stringify(schema), name);
  }
  const replace = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(replace);
    if (typeof value !== "object" || value === null) return value;
    if (isShared(value as JsonSchema)) {
      const name = names.get(JSON.stringify(value));
      if (name !== undefined) return { $ref: `${componentRefPrefix}${name}` };
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, replace(inner)]));
  };
  const replaceInside = (schema: JsonSchema) =>
    Object.fromEntries(Object.entries(schema).map(([key, inner]) => [key, replace(inner)]));
  return {
    ...document,
    paths: replace(document.paths) as OpenApiDocument["paths"],
    components: {
      ...document.components,
      schemas: Object.fromEntries(
        Object.entries(schemas).map(([name, schema]) => [name, replaceInside(schema)]),
      ),
    },
  };
}

/** The value with every `$ref` string passed through `change`. */
function rewriteRefs(value: unknown, change: (ref: string) => string): unknown {
  if (Array.isArray(value)) return value.map((inner) => rewriteRefs(inner, change));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === "$ref" && typeof inner === "string" ? change(inner) : rewriteRefs(inner, change),
    ]),
  );
}
