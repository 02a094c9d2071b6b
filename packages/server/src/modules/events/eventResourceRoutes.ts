import { paginatedSchema } from "@varco/domain";
import type { z } from "zod";
import type { ListDefinition, ListQuery } from "../../http/listQuery";
import { defineRoute, publicRequestUrl, type Route, type RouteResponses } from "../../http/route";
import { dataEnvelope, eventIdParams, idParam, invalidInput, member } from "../../http/routeParts";
import { type Caller, callerOf } from "../auth/caller";
import { authenticated } from "../auth/session";
import { eventWallClockZone } from "./routeEvent";

/** What an organiser does with one kind of an event's rows: list, create, read, change, delete. */
export interface EventResourceService<Row, Input, UpdateInput = Input> {
  list(caller: Caller, eventId: number, list: ListQuery, url: URL): Promise<unknown>;
  create(caller: Caller, eventId: number, body: Input): Promise<Row>;
  get(caller: Caller, eventId: number, id: number): Promise<Row>;
  update(caller: Caller, eventId: number, id: number, body: UpdateInput): Promise<Row>;
  remove(caller: Caller, eventId: number, id: number): Promise<void>;
}

/** A route's summary and its description. */
type Words = readonly [summary: string, description: string];

/**
 * The five routes of an event's rows of one kind (`/events/{event_id}/<segment>[/{<idName>}]`),
 * each signed in and scoped to the caller's account, with their words for the API's document:
 * a page of the list, create, read one, change every field, delete (204).
 */
export function eventResourceRoutes<Row, Input, UpdateInput = Input>(
  spec: {
    segment: string;
    idName: string;
    tags: string[];
    schema: z.ZodType<Row>;
    body: z.ZodType<Input>;
    /** The change's body, when it is not the create's (a field fixed once created). */
    updateBody?: z.ZodType<UpdateInput>;
    list: ListDefinition;
    /** Dates without an offset in a body are wall-clock times of the event's time zone. */
    wallClock?: boolean;
    /** 200 or 201, as Hi.Events answers for this resource. */
    writeStatus: { create: 200 | 201; update: 200 | 201 };
    words: { list: Words; create: Words; get: Words; update: Words; remove: Words };
    /** More answers the delete may give (a 409, say). */
    removeResponses?: RouteResponses;
  },
  service: EventResourceService<Row, Input, UpdateInput>,
): Route[] {
  const collection = `/events/:event_id/${spec.segment}`;
  const one = `${collection}/:${spec.idName}`;
  // The id's name is the resource's own (`promo_code_id`): a computed key, typed by hand.
  const oneParams = eventIdParams.extend({ [spec.idName]: idParam }) as unknown as z.ZodType<{
    event_id: number;
    [name: string]: number;
  }>;
  const idOf = (params: Record<string, number>) => params[spec.idName] as number;
  const envelope = dataEnvelope(spec.schema);
  const common = { tags: spec.tags, middleware: [authenticated()] };
  const writes = { ...common, ...(spec.wallClock ? { wallClockZone: eventWallClockZone } : {}) };
  const words = (which: Words) => ({ summary: which[0], description: which[1] });
  return [
    defineRoute({
      method: "get",
      path: collection,
      ...words(spec.words.list),
      ...common,
      request: { params: eventIdParams, list: spec.list },
      responses: { 200: paginatedSchema(spec.schema), ...invalidInput, ...member },
      handler: async ({ params, list }, c) =>
        c.json(await service.list(callerOf(c), params.event_id, list, publicRequestUrl(c)), 200),
    }),
    defineRoute({
      method: "post",
      path: collection,
      ...words(spec.words.create),
      ...writes,
      request: { params: eventIdParams, body: spec.body },
      responses: { [spec.writeStatus.create]: envelope, ...invalidInput, ...member },
      handler: async ({ params, body }, c) =>
        c.json({ data: await service.create(callerOf(c), params.event_id, body) }, spec.writeStatus.create),
    }),
    defineRoute({
      method: "get",
      path: one,
      ...words(spec.words.get),
      ...common,
      request: { params: oneParams },
      responses: { 200: envelope, ...member },
      handler: async ({ params }, c) =>
        c.json({ data: await service.get(callerOf(c), params.event_id, idOf(params)) }, 200),
    }),
    defineRoute({
      method: "put",
      path: one,
      ...words(spec.words.update),
      ...writes,
      request: {
        params: oneParams,
        body: spec.updateBody ?? (spec.body as unknown as z.ZodType<UpdateInput>),
      },
      responses: { [spec.writeStatus.update]: envelope, ...invalidInput, ...member },
      handler: async ({ params, body }, c) =>
        c.json(
          { data: await service.update(callerOf(c), params.event_id, idOf(params), body) },
          spec.writeStatus.update,
        ),
    }),
    defineRoute({
      method: "delete",
      path: one,
      ...words(spec.words.remove),
      ...common,
      request: { params: oneParams },
      responses: { 204: null, ...member, ...spec.removeResponses },
      async handler({ params }, c) {
        await service.remove(callerOf(c), params.event_id, idOf(params));
        return c.body(null, 204);
      },
    }),
  ];
}
