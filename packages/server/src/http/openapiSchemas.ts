import * as domain from "@varco/domain";
import { z } from "zod";
import { orderPublicSchema } from "../modules/checkout/publicOrderResource";
import { errorBodySchema } from "./route";

/**
 * The names schemas have in the OpenAPI document's `components.schemas`. Every schema the domain
 * exports as `<name>Schema` is named `<Name>` (`eventSchema` → `Event`, `createEventSchema` →
 * `CreateEvent`, `orderStatusSchema` → `OrderStatus`): a resource is written once and referenced
 * wherever a route answers or takes it, and a client generator makes one type of it. The few
 * wire shapes the server builds itself and several routes share are named below. A schema
 * exported under two names takes the shorter.
 */
const serverSchemas: Record<string, z.ZodType> = {
  Error: errorBodySchema,
  PublicOrder: orderPublicSchema,
};

let names: ReadonlyMap<z.ZodType, string> | undefined;

export function schemaNames(): ReadonlyMap<z.ZodType, string> {
  names ??= namesOf();
  return names;
}

function namesOf(): ReadonlyMap<z.ZodType, string> {
  const candidates: [z.ZodType, string][] = [
    ...Object.entries(domain).flatMap(([exported, value]): [z.ZodType, string][] =>
      value instanceof z.ZodType && /^[a-z][A-Za-z0-9]*Schema$/.test(exported)
        ? [[value, exported.charAt(0).toUpperCase() + exported.slice(1, -"Schema".length)]]
        : [],
    ),
    ...Object.entries(serverSchemas).map(([name, schema]): [z.ZodType, string] => [schema, name]),
  ];
  const byShortestName = candidates.sort(
    ([, a], [, b]) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0),
  );
  const named = new Map<z.ZodType, string>();
  for (const [schema, name] of byShortestName) if (!named.has(schema)) named.set(schema, name);
  return named;
}
