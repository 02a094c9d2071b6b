import { z } from "zod";
import type { OpenApiDocument } from "../../http/openapi";
import { defineRoute, type Route } from "../../http/route";

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
    try {
      await c.var.database.ping();
      return c.json({ status: "ok", database: "ok" } as const, 200);
    } catch (error) {
      c.var.logger.error({ err: error }, "health check: the database did not answer");
      return c.json({ status: "unavailable", database: "unreachable" } as const, 503);
    }
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
