import { sortDirections } from "@varco/domain";
import { z } from "zod";
import type { FilterValueType, ListDefinition } from "./listQuery";
import { maxPage } from "./listQuery";
import { apiPrefix, bodyLimitOf, errorBodySchema, FileResponse, isMultipart, type Route } from "./route";

/**
 * `GET /api/openapi.json`, written from the route registry: every route's method, path, summary,
 * parameters and bodies, with JSON Schemas made by zod from the very schemas that validate them.
 * OpenAPI 3.1, whose schemas are JSON Schema 2020-12, zod's default target.
 */

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description?: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, JsonSchema> };
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

export function openApiDocument(
  routes: readonly Route[],
  info: { title: string; version: string; description?: string },
): OpenApiDocument {
  const components: Record<string, JsonSchema> = {
    Error: jsonSchemaOf(errorBodySchema, "output", {}, "Error"),
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
  };
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
      ...pathParametersOf(route, params, components, operationId),
      ...queryParametersOf(query, components, operationId),
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
                    schema: jsonSchemaOf(schema, "output", components, `${operationId}_${status}`),
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
      ...(parameters.length ? { parameters } : {}),
      ...(body
        ? {
            requestBody: {
              required: true,
              description: `JSON, at most ${bodyLimitOf(route)} bytes`,
              content: {
                "application/json": {
                  schema: jsonSchemaOf(body, "input", components, `${operationId}_body`),
                },
              },
            },
          }
        : {}),
      ...(multipart ? { requestBody: multipartBodyOf(route, components, operationId) } : {}),
      responses,
    };
    const path = openApiPathOf(route.path);
    paths[path] = { ...paths[path], [route.method]: operation };
  }
  return {
    openapi: "3.1.0",
    info,
    servers: [{ url: apiPrefix }],
    paths,
    components: { schemas: components },
  };
}

/**
 * A multipart route's body: its text fields from `request.form`, its files as binary strings
 * (required), with the media types a file part may have as the part's encoding.
 */
function multipartBodyOf(route: Route, components: Record<string, JsonSchema>, operationId: string) {
  const form = route.request.form
    ? jsonSchemaOf(route.request.form, "input", components, `${operationId}_form`)
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
  components: Record<string, JsonSchema>,
  operationId: string,
) {
  const names = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
  const properties = schema
    ? objectPropertiesOf(jsonSchemaOf(schema, "input", components, `${operationId}_params`))
    : {};
  return names.map((name) => ({
    name,
    in: "path",
    required: true,
    schema: properties[name] ?? { type: "string" },
  }));
}

function queryParametersOf(
  schema: z.ZodType | undefined,
  components: Record<string, JsonSchema>,
  operationId: string,
) {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, "input", components, `${operationId}_query`);
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

/**
 * One zod schema as a JSON Schema to embed in the document. zod puts shared and recursive parts
 * under `$defs` with `#/$defs/…` references, which inside a document would point at the
 * document's root: they move to `components.schemas`, references rewritten.
 */
function jsonSchemaOf(
  schema: z.ZodType,
  io: "input" | "output",
  components: Record<string, JsonSchema>,
  name: string,
): JsonSchema {
  const {
    $schema: _dialect,
    $defs,
    ...json
  } = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    cycles: "ref",
    reused: "inline",
  }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const defNames = Object.keys($defs ?? {});
  const selfReferencing = JSON.stringify(json).includes('"$ref":"#"');
  if (defNames.length === 0 && !selfReferencing) return json;

  const componentName = (def: string) => `${name}_${def}`.replace(/[^A-Za-z0-9._-]/g, "_");
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (typeof value !== "object" || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        if (key === "$ref" && typeof inner === "string") {
          if (inner === "#") return [key, `#/components/schemas/${componentName("root")}`];
          if (inner.startsWith("#/$defs/"))
            return [key, `#/components/schemas/${componentName(inner.slice(8))}`];
        }
        return [key, rewrite(inner)];
      }),
    );
  };
  for (const [def, defSchema] of Object.entries($defs ?? {})) {
    components[componentName(def)] = rewrite(defSchema) as JsonSchema;
  }
  const rewritten = rewrite(json) as JsonSchema;
  if (!selfReferencing) return rewritten;
  components[componentName("root")] = rewritten;
  return { $ref: `#/components/schemas/${componentName("root")}` };
}
