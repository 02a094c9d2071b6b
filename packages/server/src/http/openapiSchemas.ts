import * as domain from "@varco/domain";
import { z } from "zod";
import { errorBodySchema } from "./route";

/**
 * The names schemas have in the OpenAPI document's `components.schemas`. Every schema the domain
 * exports as `<name>Schema` is named `<Name>` (`eventSchema` → `Event`, `createEventSchema` →
 * `CreateEvent`, `orderStatusSchema` → `OrderStatus`): a resource is written once and referenced
 * wherever a route answers or takes it, and a client generator makes one type of it. The few
 * wire shapes the server builds itself and several routes share are named below, or by their
 * module through `nameSchema` (the checkout module names `PublicOrder`). A schema exported under
 * two names takes the shorter.
 */
const serverSchemas: Record<string, z.ZodType> = {
  Error: errorBodySchema,
};

let names: ReadonlyMap<z.ZodType, string> | undefined;

/**
 * Names a schema a module builds itself, when the module is imported (before any route using it
 * is declared, so before the document is written). http/ imports no module: a module names its
 * own shapes here. Two schemas under one name is a mistake and throws at start.
 */
export function nameSchema(name: string, schema: z.ZodType): void {
  const named = serverSchemas[name];
  if (named !== undefined && named !== schema) throw new Error(`Two schemas are named "${name}"`);
  serverSchemas[name] = schema;
  names = undefined;
}

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
