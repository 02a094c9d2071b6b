import { taxAndFeeBodySchema, taxAndFeeSchema } from "@varco/domain";
import { z } from "zod";
import { defineRoute } from "../../http/route";
import { accountIdParams, dataEnvelope, idParam, invalidInput, member } from "../../http/routeParts";
import { callerOfAccount } from "../auth/caller";
import { authenticated } from "../auth/session";
import { createTaxOrFee, deleteTaxOrFee, listTaxesAndFees, updateTaxOrFee } from "./service";

/**
 * The account's taxes and fees. Every active member may manage them: they are part of the work an
 * ORGANIZER does on events, not one of the account settings kept for ADMINs.
 */

const taxAndFeeEnvelope = dataEnvelope(taxAndFeeSchema);
const taxOrFeeParams = accountIdParams.extend({ tax_or_fee_id: idParam });
const scopeNote = "Another account's id answers 404, like one that does not exist.";
const tags = ["taxes-and-fees"];

export const listTaxesAndFeesRoute = defineRoute({
  method: "get",
  path: "/accounts/:account_id/taxes-and-fees",
  summary: "The account's taxes and fees (not paginated)",
  description: scopeNote,
  tags,
  middleware: [authenticated()],
  request: { params: accountIdParams },
  responses: { 200: z.object({ data: z.array(taxAndFeeSchema) }), ...member },
  handler: async ({ params }, c) =>
    c.json({ data: await listTaxesAndFees(callerOfAccount(c, params.account_id)) }, 200),
});

export const createTaxOrFeeRoute = defineRoute({
  method: "post",
  path: "/accounts/:account_id/taxes-and-fees",
  summary: "Add a tax or a fee",
  description: `Answers 200 (not 201), as Hi.Events does for this resource. A name already used by a live tax or fee of the account (any case) answers 422 on \`name\`. Several may be defaults. ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: accountIdParams, body: taxAndFeeBodySchema },
  responses: { 200: taxAndFeeEnvelope, ...invalidInput, ...member },
  handler: async ({ params, body }, c) =>
    c.json({ data: await createTaxOrFee(callerOfAccount(c, params.account_id), body) }, 200),
});

export const updateTaxOrFeeRoute = defineRoute({
  method: "put",
  path: "/accounts/:account_id/taxes-and-fees/:tax_or_fee_id",
  summary: "Change a tax or a fee (every field, as on create)",
  description: `A name already used by another live tax or fee of the account answers 422 on \`name\`. ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: taxOrFeeParams, body: taxAndFeeBodySchema },
  responses: { 200: taxAndFeeEnvelope, ...invalidInput, ...member },
  handler: async ({ params, body }, c) =>
    c.json(
      { data: await updateTaxOrFee(callerOfAccount(c, params.account_id), params.tax_or_fee_id, body) },
      200,
    ),
});

export const deleteTaxOrFeeRoute = defineRoute({
  method: "delete",
  path: "/accounts/:account_id/taxes-and-fees/:tax_or_fee_id",
  summary: "Delete a tax or a fee",
  description: `Its name becomes free again. ${scopeNote}`,
  tags,
  middleware: [authenticated()],
  request: { params: taxOrFeeParams },
  responses: { 204: null, ...member },
  async handler({ params }, c) {
    await deleteTaxOrFee(callerOfAccount(c, params.account_id), params.tax_or_fee_id);
    return c.body(null, 204);
  },
});

export const taxesAndFeesRoutes = [
  listTaxesAndFeesRoute,
  createTaxOrFeeRoute,
  updateTaxOrFeeRoute,
  deleteTaxOrFeeRoute,
];
