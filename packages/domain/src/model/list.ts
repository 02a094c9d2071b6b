import { z } from "zod";
import { defaultPage, defaultPerPage, filterOperators, maxPerPage, sortDirections } from "./listTypes";

// The client reads these at run time on every page, so they live in a module without zod.
export * from "./listTypes";

export const filterOperatorSchema = z.enum(filterOperators);
export const sortDirectionSchema = z.enum(sortDirections);

const filterValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string(), z.number()])),
]);

/** What the server accepts as list parameters once the query string is decoded. */
export const listParamsSchema = z.object({
  page: z.coerce.number().int().min(1, "Page must be at least 1.").default(defaultPage),
  per_page: z.coerce
    .number()
    .int()
    .min(1, "Per page must be at least 1.")
    .max(maxPerPage, `Per page must be at most ${maxPerPage}.`)
    .default(defaultPerPage),
  query: z.string().max(255, "Query must be at most 255 characters.").optional(),
  sort_by: z.string().optional(),
  sort_direction: z
    .string()
    .transform((direction) => direction.toLowerCase())
    .pipe(sortDirectionSchema)
    .optional(),
  filter_fields: z.record(z.string(), z.partialRecord(filterOperatorSchema, filterValueSchema)).optional(),
});

/** `{ data }`: one resource, or a collection that is not paginated. */
export interface DataEnvelope<T> {
  data: T;
}

export const paginationLinkSchema = z.object({
  url: z.string().nullable(),
  label: z.string(),
  active: z.boolean(),
});

export const paginationMetaSchema = z.object({
  current_page: z.number(),
  from: z.number().nullable(),
  last_page: z.number().optional(),
  links: z.array(paginationLinkSchema).optional(),
  path: z.string(),
  per_page: z.number(),
  to: z.number().nullable(),
  total: z.number().optional(),
  allowed_sorts: z
    .record(z.string(), z.object({ asc: z.string().optional(), desc: z.string().optional() }))
    .optional(),
  default_sort: z.string().optional(),
  default_sort_direction: sortDirectionSchema.optional(),
  allowed_filter_fields: z.array(z.string()).optional(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export const paginationLinksSchema = z.object({
  first: z.string().nullable(),
  last: z.string().nullable(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
});
export type PaginationLinks = z.infer<typeof paginationLinksSchema>;

/** `{ data, meta, links }`: one page of a list. */
export interface Paginated<T> {
  data: T[];
  meta: PaginationMeta;
  links: PaginationLinks;
}

export function paginatedSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item), meta: paginationMetaSchema, links: paginationLinksSchema });
}

/** Ad-hoc answers such as `{ message: "Logout Successful" }`. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
