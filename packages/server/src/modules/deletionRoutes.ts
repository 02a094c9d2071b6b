import { type DeletionStatus, deletionStatusSchema } from "@varco/domain";
import type { z } from "zod";
import { defineRoute, errorBodySchema } from "../http/route";
import { adminMember, dataEnvelope, member } from "../http/routeParts";
import { type Caller, callerOf } from "./auth/caller";
import { authenticated } from "./auth/session";

/**
 * The two routes every deletable resource has, alike: `DELETE <path>` for admins (204, or 409 with
 * the reason the row must stay) and `GET <path>/deletion-status`, which any member may ask before
 * offering the button. The service answers both from one `cannotDeleteReason`, so they never disagree.
 */
export function deletionRoutes<Params>(spec: {
  /** The resource's path, e.g. `/events/:event_id`. */
  path: string;
  params: z.ZodType<Params>;
  /** How summaries name one row: "event", "organizer". */
  noun: string;
  /** When the deletion is refused, for the OpenAPI description. */
  refusals: string;
  tags: readonly string[];
  idOf: (params: Params) => number;
  remove: (caller: Caller, id: number) => Promise<void>;
  status: (caller: Caller, id: number) => Promise<DeletionStatus>;
}) {
  const deleteRoute = defineRoute({
    method: "delete",
    path: spec.path,
    summary: `Delete an ${spec.noun} (admins only)`,
    description: `409 \`{message}\` ${spec.refusals}.`,
    tags: spec.tags,
    middleware: [authenticated("ADMIN")],
    request: { params: spec.params },
    responses: { 204: null, 409: errorBodySchema, ...adminMember },
    async handler({ params }, c) {
      await spec.remove(callerOf(c), spec.idOf(params));
      return c.body(null, 204);
    },
  });
  const deletionStatusRoute = defineRoute({
    method: "get",
    path: `${spec.path}/deletion-status`,
    summary: `Whether the ${spec.noun} can be deleted, and if not why`,
    tags: spec.tags,
    middleware: [authenticated()],
    request: { params: spec.params },
    responses: { 200: dataEnvelope(deletionStatusSchema), ...member },
    handler: async ({ params }, c) =>
      c.json({ data: await spec.status(callerOf(c), spec.idOf(params)) }, 200),
  });
  return { deleteRoute, deletionStatusRoute };
}
