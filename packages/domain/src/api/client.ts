import { accountApi } from "./account";
import { affiliatesApi } from "./affiliates";
import { attendeesApi } from "./attendees";
import { authApi } from "./auth";
import { capacityAssignmentsApi } from "./capacityAssignments";
import { checkInListsApi } from "./checkInLists";
import { checkoutApi } from "./checkout";
import { emailTemplatesApi } from "./emailTemplates";
import { eventsApi } from "./events";
import { imagesApi } from "./images";
import { messagesApi } from "./messages";
import { ordersApi } from "./orders";
import { organizersApi } from "./organizers";
import { productCategoriesApi } from "./productCategories";
import { productsApi } from "./products";
import { promoCodesApi } from "./promoCodes";
import { questionsApi } from "./questions";
import { reportsApi } from "./reports";
import { taxesAndFeesApi } from "./taxesAndFees";
import { createTransport, type TransportOptions } from "./transport";
import { usersApi } from "./users";
import { publicWaitlistApi, waitlistApi } from "./waitlist";
import { webhooksApi } from "./webhooks";

export type ApiClientOptions = TransportOptions;

/**
 * The typed client of the Varco (and Hi.Events) API: one group per resource. JSON in and out,
 * cookies always sent, no timeout; failures reject with an `ApiError`.
 */
export function createApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  return {
    auth: authApi(transport),
    users: usersApi(transport),
    account: accountApi(transport),
    taxesAndFees: taxesAndFeesApi(transport),
    organizers: organizersApi(transport),
    events: eventsApi(transport),
    images: imagesApi(transport),
    reports: reportsApi(transport),
    productCategories: productCategoriesApi(transport),
    products: productsApi(transport),
    questions: questionsApi(transport),
    promoCodes: promoCodesApi(transport),
    capacityAssignments: capacityAssignmentsApi(transport),
    checkInLists: checkInListsApi(transport),
    attendees: attendeesApi(transport),
    orders: ordersApi(transport),
    messages: messagesApi(transport),
    webhooks: webhooksApi(transport),
    emailTemplates: emailTemplatesApi(transport),
    affiliates: affiliatesApi(transport),
    waitlist: waitlistApi(transport),
    checkout: checkoutApi(transport),
    /** Joining a waitlist and the entry page: for the public pages. */
    publicWaitlist: publicWaitlistApi(transport),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
