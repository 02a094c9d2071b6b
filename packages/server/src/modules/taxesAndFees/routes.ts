import { taxAndFeeBodySchema, taxAndFeeSchema } from "@varco/domain";
import { z } from "zod";
import { defineRoute, errorBodySchema } from "../../http/route";
import { accountIdParams, ownAccountId } from "../account/scope";
import { authenticated } from "../auth/session";
import { createTaxOrFee, deleteTaxOrFee, listTaxesAndFees, updateTaxOrFee } from "./service";

/**
 * The account's taxes and fees. Every active member may manage them: rules.md §9.2 lists taxes
 * and fees among what an ORGANIZER does, not among the ADMIN-only account settings.
 */

const taxAndFeeEnvelope = z.object({ data: taxAndFeeSchema });
const taxOrFeeParams = accountIdParams.extend({
  tax_or_fee_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
const failures = { 401: errorBodySchema, 404: errorBodySchema } as const;
const scopeNote = "Another account's id answers 404, like one that does not exist.";

export const listTaxesAndFeesRoute = defineRoute({
  method: "get",
  path: "/accounts/:account_id/taxes-and-fees",
  summary: "The account's taxes and fees (not paginated)",
  description: scopeNote,
  tags: ["taxes-and-fees"],
  middleware: [authenticated()],
  request: { params: accountIdParams },
  responses: { 200: z.object({ data: z.array(taxAndFeeSchema) }), ...failures },
  handler: async ({ params }, c) =>
    c.json({ data: await listTaxesAndFees(c.var.db, ownAccountId(c, params.account_id)) }, 200),
});

export const createTaxOrFeeRoute = defineRoute({
  method: "post",
  path: "/accounts/:account_id/taxes-and-fees",
  summary: "Add a tax or a fee",
  description: `Answers 200, as Hi.Events does (contract §1.7). A name already used by a live tax or fee of the account (any case) answers 422 on \`name\`. Several may be defaults. ${scopeNote}`,
  tags: ["taxes-and-fees"],
  middleware: [authenticated()],
  request: { params: accountIdParams, body: taxAndFeeBodySchema },
  responses: { 200: taxAndFeeEnvelope, 422: errorBodySchema, ...failures },
  handler: async ({ params, body }, c) =>
    c.json({ data: await createTaxOrFee(c.var.db, ownAccountId(c, params.account_id), body) }, 200),
});

export const updateTaxOrFeeRoute = defineRoute({
  method: "put",
  path: "/accounts/:account_id/taxes-and-fees/:tax_or_fee_id",
  summary: "Change a tax or a fee (every field, as on create)",
  description: `A name already used by another live tax or fee of the account answers 422 on \`name\`. ${scopeNote}`,
  tags: ["taxes-and-fees"],
  middleware: [authenticated()],
  request: { params: taxOrFeeParams, body: taxAndFeeBodySchema },
  responses: { 200: taxAndFeeEnvelope, 422: errorBodySchema, ...failures },
  handler: async ({ params, body }, c) =>
    c.json(
      {
        data: await updateTaxOrFee(c.var.db, ownAccountId(c, params.account_id), params.tax_or_fee_id, body),
      },
      200,
    ),
});

export const deleteTaxOrFeeRoute = defineRoute({
  method: "delete",
  path: "/accounts/:account_id/taxes-and-fees/:tax_or_fee_id",
  summary: "Delete a tax or a fee",
  description: `Its name becomes free again. ${scopeNote}`,
  tags: ["taxes-and-fees"],
  middleware: [authenticated()],
  request: { params: taxOrFeeParams },
  responses: { 204: null, ...failures },
  async handler({ params }, c) {
    await deleteTaxOrFee(c.var.db, ownAccountId(c, params.account_id), params.tax_or_fee_id);
    return c.body(null, 204);
  },
});

export const taxesAndFeesRoutes = [
  listTaxesAndFeesRoute,
  createTaxOrFeeRoute,
  updateTaxOrFeeRoute,
  deleteTaxOrFeeRoute,
];
