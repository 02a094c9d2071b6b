import {
  capacityAssignmentBodySchema,
  capacityAssignmentSchema,
  paginatedSchema,
  productBodySchema,
  productCategoryBodySchema,
  productCategorySchema,
  productSchema,
  sortProductsSchema,
} from "@varco/domain";
import { z } from "zod";
import { defineRoute, errorBodySchema, publicRequestUrl } from "../../http/route";
import { dataEnvelope, eventIdParams, idParam, invalidInput, member } from "../../http/routeParts";
import { callerOf } from "../auth/caller";
import { authenticated } from "../auth/session";
import { eventResourceRoutes } from "../events/eventResourceRoutes";
import { eventWallClockZone } from "../events/routeEvent";
import {
  capacityAssignmentList,
  createCapacityAssignment,
  deleteCapacityAssignment,
  getCapacityAssignment,
  listCapacityAssignments,
  updateCapacityAssignment,
} from "./capacityAssignmentService";
import {
  createProductCategory,
  deleteProductCategory,
  getProductCategory,
  listProductCategories,
  updateProductCategory,
} from "./productCategoryService";
import { productList } from "./productList";
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  sortProducts,
  updateProduct,
} from "./productService";

/**
 * What an event sells, as its organisers manage it: product categories, products with their
 * prices, taxes and fees, their order, and capacity shared by several products. Every route is
 * scoped to the caller's account: another account's event, or an id of another event, answers 404.
 */

const scopeNote = "Another account's event, or an id that is not one of this event's, answers 404.";
const conflict = { 409: errorBodySchema } as const;

const categoryParams = eventIdParams.extend({ product_category_id: idParam });
const productParams = eventIdParams.extend({ product_id: idParam });

// Product categories

const categoryTags = ["product-categories"];
const categoryEnvelope = dataEnvelope(productCategorySchema);

export const listProductCategoriesRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/product-categories",
  summary: "The event's product categories in their order, each with its products (not paginated)",
  description: `Each product with its prices, taxes and fees and availability. ${scopeNote}`,
  tags: categoryTags,
  middleware: [authenticated()],
  request: { params: eventIdParams },
  responses: { 200: z.object({ data: z.array(productCategorySchema) }), ...member },
  handler: async ({ params }, c) =>
    c.json({ data: await listProductCategories(callerOf(c), params.event_id) }, 200),
});

export const createProductCategoryRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/product-categories",
  summary: "Add a product category (last in the event's order)",
  description: `Answers 201. ${scopeNote}`,
  tags: categoryTags,
  middleware: [authenticated()],
  request: { params: eventIdParams, body: productCategoryBodySchema },
  responses: { 201: categoryEnvelope, ...invalidInput, ...member },
  handler: async ({ params, body }, c) =>
    c.json({ data: await createProductCategory(callerOf(c), params.event_id, body) }, 201),
});

export const getProductCategoryRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/product-categories/:product_category_id",
  summary: "One product category with its products",
  description: scopeNote,
  tags: categoryTags,
  middleware: [authenticated()],
  request: { params: categoryParams },
  responses: { 200: categoryEnvelope, ...member },
  handler: async ({ params }, c) =>
    c.json({ data: await getProductCategory(callerOf(c), params.event_id, params.product_category_id) }, 200),
});

export const updateProductCategoryRoute = defineRoute({
  method: "put",
  path: "/events/:event_id/product-categories/:product_category_id",
  summary: "Change a product category (every field, as on create)",
  description: scopeNote,
  tags: categoryTags,
  middleware: [authenticated()],
  request: { params: categoryParams, body: productCategoryBodySchema },
  responses: { 200: categoryEnvelope, ...invalidInput, ...member },
  handler: async ({ params, body }, c) =>
    c.json(
      {
        data: await updateProductCategory(callerOf(c), params.event_id, params.product_category_id, body),
      },
      200,
    ),
});

export const deleteProductCategoryRoute = defineRoute({
  method: "delete",
  path: "/events/:event_id/product-categories/:product_category_id",
  summary: "Delete a product category",
  description: `422 (on \`root\`) while it holds products ("Move or delete its products first.") and for the event's last category. ${scopeNote}`,
  tags: categoryTags,
  middleware: [authenticated()],
  request: { params: categoryParams },
  responses: { 204: null, ...invalidInput, ...member },
  async handler({ params }, c) {
    await deleteProductCategory(callerOf(c), params.event_id, params.product_category_id);
    return c.body(null, 204);
  },
});

// Products

const productTags = ["products"];
const productEnvelope = dataEnvelope(productSchema);
const productBodyNote =
  "`product_category_id` must be a category of this event and `tax_and_fee_ids` live taxes and fees of the account (422 on the field otherwise). Money is in decimal major units of the event's currency.";

export const listProductsRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/products",
  summary: "The event's products, one page at a time",
  description: `The usual list parameters; in the organiser's order by default. ${scopeNote}`,
  tags: productTags,
  middleware: [authenticated()],
  request: { params: eventIdParams, list: productList },
  responses: { 200: paginatedSchema(productSchema), ...invalidInput, ...member },
  handler: async ({ params, list }, c) =>
    c.json(await listProducts(callerOf(c), params.event_id, list, publicRequestUrl(c)), 200),
});

export const createProductRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/products",
  summary: "Add a product with its prices (last in its category)",
  description: `Answers 201. ${productBodyNote} ${scopeNote}`,
  tags: productTags,
  middleware: [authenticated()],
  wallClockZone: eventWallClockZone,
  request: { params: eventIdParams, body: productBodySchema },
  responses: { 201: productEnvelope, ...invalidInput, ...member },
  handler: async ({ params, body }, c) =>
    c.json({ data: await createProduct(callerOf(c), params.event_id, body) }, 201),
});

export const sortProductsRoute = defineRoute({
  method: "post",
  path: "/events/:event_id/products/sort",
  summary: "Reorder the event's categories and products",
  description: `The order of \`sorted_categories\` is the categories' order; each product takes its \`order\` and the category it is listed under. 409 unless every category and product of the event is named exactly once. ${scopeNote}`,
  tags: productTags,
  middleware: [authenticated()],
  request: { params: eventIdParams, body: sortProductsSchema },
  responses: { 204: null, ...invalidInput, ...member, ...conflict },
  async handler({ params, body }, c) {
    await sortProducts(callerOf(c), params.event_id, body);
    return c.body(null, 204);
  },
});

export const getProductRoute = defineRoute({
  method: "get",
  path: "/events/:event_id/products/:product_id",
  summary: "One product with its prices, taxes and fees",
  description: scopeNote,
  tags: productTags,
  middleware: [authenticated()],
  request: { params: productParams },
  responses: { 200: productEnvelope, ...member },
  handler: async ({ params }, c) =>
    c.json({ data: await getProduct(callerOf(c), params.event_id, params.product_id) }, 200),
});

export const updateProductRoute = defineRoute({
  method: "put",
  path: "/events/:event_id/products/:product_id",
  summary: "Change a product (every field, as on create)",
  description: `\`prices\`: one with an \`id\` updates that price, one without is added, one left out is removed. The price type may change only while nothing is sold (422 on \`type\`). ${productBodyNote} ${scopeNote}`,
  tags: productTags,
  middleware: [authenticated()],
  wallClockZone: eventWallClockZone,
  request: { params: productParams, body: productBodySchema },
  responses: { 200: productEnvelope, ...invalidInput, ...member },
  handler: async ({ params, body }, c) =>
    c.json({ data: await updateProduct(callerOf(c), params.event_id, params.product_id, body) }, 200),
});

export const deleteProductRoute = defineRoute({
  method: "delete",
  path: "/events/:event_id/products/:product_id",
  summary: "Delete a product",
  description: `409 once any of it is sold. ${scopeNote}`,
  tags: productTags,
  middleware: [authenticated()],
  request: { params: productParams },
  responses: { 204: null, ...member, ...conflict },
  async handler({ params }, c) {
    await deleteProduct(callerOf(c), params.event_id, params.product_id);
    return c.body(null, 204);
  },
});

// Capacity assignments

const assignmentTags = ["capacity-assignments"];
const assignmentBodyNote = "`product_ids` must be products of this event (422 on the field otherwise).";

const assignmentRoutes = eventResourceRoutes(
  {
    segment: "capacity-assignments",
    idName: "capacity_assignment_id",
    tags: assignmentTags,
    schema: capacityAssignmentSchema,
    body: capacityAssignmentBodySchema,
    list: capacityAssignmentList,
    wallClock: false,
    writeStatus: { create: 200, update: 200 },
    words: {
      list: [
        "The event's capacity assignments, one page at a time",
        `Each with its used capacity (units sold of its products) and products. ${scopeNote}`,
      ],
      create: [
        "Share a capacity between products of the event",
        `Answers 200 (not 201), as Hi.Events does for this resource. ${assignmentBodyNote} ${scopeNote}`,
      ],
      get: ["One capacity assignment", scopeNote],
      update: [
        "Change a capacity assignment (every field, as on create)",
        `${assignmentBodyNote} ${scopeNote}`,
      ],
      remove: ["Delete a capacity assignment", scopeNote],
    },
  },
  {
    list: listCapacityAssignments,
    create: createCapacityAssignment,
    get: getCapacityAssignment,
    update: updateCapacityAssignment,
    remove: deleteCapacityAssignment,
  },
);

export const productRoutes = [
  listProductCategoriesRoute,
  createProductCategoryRoute,
  getProductCategoryRoute,
  updateProductCategoryRoute,
  deleteProductCategoryRoute,
  listProductsRoute,
  createProductRoute,
  sortProductsRoute,
  getProductRoute,
  updateProductRoute,
  deleteProductRoute,
  ...assignmentRoutes,
];
