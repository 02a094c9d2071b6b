import { affiliateSchema, createAffiliateSchema, updateAffiliateSchema } from "@varco/domain";
import { eventResourceRoutes } from "../events/eventResourceRoutes";
import {
  affiliateList,
  createAffiliate,
  deleteAffiliate,
  getAffiliate,
  listAffiliates,
  updateAffiliate,
} from "./service";

const scopeNote =
  "Another account's event, or an id that is not one of this event's live affiliates, answers 404 (`Affiliate not found` for the affiliate).";
const figuresNote =
  "Figures are counted from the orders the affiliate's link brought that completed: `total_sales` and `total_sales_gross` count every one as it was paid (as Hi.Events does); Varco adds `total_tickets`, and `net_sales`, `net_tickets` and `total_sales_net`, which leave out orders cancelled since and take refunds off (docs/rules/affiliates.md).";

/** An event's affiliates as its organisers manage them, scoped to the caller's account. */
export const affiliateRoutes = eventResourceRoutes(
  {
    segment: "affiliates",
    idName: "affiliate_id",
    tags: ["affiliates"],
    schema: affiliateSchema,
    body: createAffiliateSchema,
    updateBody: updateAffiliateSchema,
    list: affiliateList,
    writeStatus: { create: 201, update: 200 },
    words: {
      list: [
        "The event's affiliates, one page at a time",
        `The usual list parameters; newest first by default; \`query\` searches name, code and email. ${figuresNote} ${scopeNote}`,
      ],
      create: [
        "Add an affiliate",
        `Answers 201. \`code\` (letters, digits, \`_\` and \`-\`, at most 50) is stored upper-case and must be free among the event's affiliates (422 \`affiliate_code_taken\` on \`code\`, also when two saves race); \`status\` ACTIVE by default. ${scopeNote}`,
      ],
      get: ["One affiliate with its figures", `${figuresNote} ${scopeNote}`],
      update: [
        "Change an affiliate's name, email or status",
        `\`status\` is required. The code never changes: a \`code\` in the body is ignored. An INACTIVE affiliate's link attributes no new order; the orders it brought stay its own. ${scopeNote}`,
      ],
      remove: [
        "Delete an affiliate",
        `Its link attributes nothing from now on and its code is free again; the orders it brought keep naming it (their figures are not moved to a new affiliate of the same code). ${scopeNote}`,
      ],
    },
  },
  {
    list: listAffiliates,
    create: createAffiliate,
    get: getAffiliate,
    update: updateAffiliate,
    remove: deleteAffiliate,
  },
);
