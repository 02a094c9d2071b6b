import { attendeesApi } from "./attendees";
import { authApi } from "./auth";
import { checkInListsApi } from "./checkInLists";
import { checkoutApi } from "./checkout";
import type { ApiClient, ApiClientOptions } from "./client";
import { eventsApi } from "./events";
import { organizersApi } from "./organizers";
import { promoCodesApi } from "./promoCodes";
import { questionsApi } from "./questions";
import { createTransport } from "./transport";
import { usersApi } from "./users";
import { publicWaitlistApi } from "./waitlist";

/** The groups the pages the server draws call: signing in, the public pages, the checkout, tickets and the door. */
export type PageApiClient = Pick<
  ApiClient,
  | "auth"
  | "users"
  | "organizers"
  | "events"
  | "promoCodes"
  | "questions"
  | "attendees"
  | "checkInLists"
  | "checkout"
  | "publicWaitlist"
>;

/**
 * The client of the pages the server draws (public pages, widget, checkout, tickets, door,
 * sign-in, the waitlist's join and entry page): only the groups they call, so their bundles carry none
 * of the management calls
 * (`createApiClient` has every group). Typed as the whole client for the hooks the pages share
 * with the app; a hook of another group has nothing to call here.
 */
export function createPageApiClient(options: ApiClientOptions): ApiClient {
  const transport = createTransport(options);
  const client: PageApiClient = {
    auth: authApi(transport),
    users: usersApi(transport),
    organizers: organizersApi(transport),
    events: eventsApi(transport),
    promoCodes: promoCodesApi(transport),
    questions: questionsApi(transport),
    attendees: attendeesApi(transport),
    checkInLists: checkInListsApi(transport),
    checkout: checkoutApi(transport),
    publicWaitlist: publicWaitlistApi(transport),
  };
  return client as ApiClient;
}
