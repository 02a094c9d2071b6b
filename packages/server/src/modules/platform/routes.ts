import { z } from "zod";
import type { OpenApiDocument } from "../../http/openapi";
import { defineRoute, type Route } from "../../http/route";
import { checkHealth } from "./service";

const healthBodySchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["ok", "unreachable"]),
});

/** For load balancers and uptime checks: 200 when the server and its database answer, else 503. */
export const healthRoute = defineRoute({
  method: "get",
  path: "/health",
  summary: "Whether the server and its database answer",
  tags: ["platform"],
  responses: { 200: healthBodySchema, 503: healthBodySchema },
  async handler(_input, c) {
    const health = await checkHealth(c.var.database, c.var.logger);
    return health.status === "ok" ? c.json(health, 200) : c.json(health, 503);
  },
});

/** The OpenAPI document of every route in the registry, this one included. */
export function openApiRoute(document: () => OpenApiDocument): Route {
  return defineRoute({
    method: "get",
    path: "/openapi.json",
    summary: "This API, described in OpenAPI 3.1",
    tags: ["platform"],
    responses: {
      200: z.looseObject({ openapi: z.literal("3.1.0"), paths: z.record(z.string(), z.unknown()) }),
    },
    handler: (_input, c) => c.json(document(), 200),
  });
}
