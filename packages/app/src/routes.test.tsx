import { screen, waitFor } from "@testing-library/react";
import { matchRoutes, type RouteObject } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { orderAnswer, ticketAnswer } from "./areas/tickets/tickets.fixtures";
import { appRoutes } from "./router";
import { eventAnswer, eventsPage, fakeApi, renderApp, userAnswer } from "./test/renderApp";

/**
 * Every address the app answers (the list of issue 5), with the screen it must show: the walk renders the
 * whole app at each one and checks the router landed on that screen, not on the error screen.
 * An address that redirects names where it must end up instead.
 */
const addresses: { path: string; screen?: string; redirectsTo?: string }[] = [
  { path: "/", redirectsTo: "/manage/events" },
  { path: "/auth", redirectsTo: "/auth/login" },
  { path: "/auth/login", screen: "LoginScreen" },
  { path: "/auth/register", screen: "RegisterScreen" },
  { path: "/auth/forgot-password", screen: "ForgotPasswordScreen" },
  { path: "/auth/reset-password/a-token", screen: "ResetPasswordScreen" },
  { path: "/auth/accept-invitation/a-token", screen: "AcceptInvitationScreen" },
  { path: "/manage", redirectsTo: "/manage/events" },
  { path: "/manage/events", screen: "EventsScreen" },
  { path: "/manage/events/ended", screen: "EventsScreen" },
  { path: "/manage/account", redirectsTo: "/account/settings" },
  { path: "/manage/profile", screen: "ProfileScreen" },
  { path: "/manage/profile/confirm-email-change/a-token", screen: "ConfirmEmailChangeScreen" },
  { path: "/manage/profile/confirm-email-address/a-token", screen: "ConfirmEmailAddressScreen" },
  { path: "/welcome", screen: "WelcomeScreen" },
  { path: "/account", redirectsTo: "/account/settings" },
  { path: "/account/settings", screen: "AccountSettingsScreen" },
  { path: "/account/taxes-and-fees", screen: "TaxesAndFeesScreen" },
  { path: "/account/event-defaults", screen: "EventDefaultsScreen" },
  { path: "/account/users", screen: "UsersScreen" },
  { path: "/account/payment", screen: "PaymentScreen" },
  { path: "/manage/organizer", redirectsTo: "/manage/organizer/3/dashboard" },
  { path: "/manage/organizer/3", screen: "OrganizerDashboardScreen" },
  { path: "/manage/organizer/3/dashboard", screen: "OrganizerDashboardScreen" },
  { path: "/manage/organizer/3/events", screen: "OrganizerEventsScreen" },
  { path: "/manage/organizer/3/events/archived", screen: "OrganizerEventsScreen" },
  { path: "/manage/organizer/3/settings", screen: "OrganizerSettingsScreen" },
  { path: "/manage/organizer/3/webhooks", screen: "OrganizerWebhooksScreen" },
  { path: "/manage/organizer/3/organizer-homepage-designer", screen: "OrganizerHomepageDesignerScreen" },
  { path: "/manage/event/7", redirectsTo: "/manage/event/7/dashboard" },
  { path: "/manage/event/7/dashboard", screen: "EventDashboardScreen" },
  { path: "/manage/event/7/settings", screen: "EventSettingsScreen" },
  { path: "/manage/event/7/getting-started", screen: "GettingStartedScreen" },
  { path: "/manage/event/7/products", screen: "ProductsScreen" },
  { path: "/manage/event/7/capacity-assignments", screen: "CapacityAssignmentsScreen" },
  { path: "/manage/event/7/promo-codes", screen: "PromoCodesScreen" },
  { path: "/manage/event/7/affiliates", screen: "AffiliatesScreen" },
  { path: "/manage/event/7/waitlist", screen: "WaitlistScreen" },
  { path: "/manage/event/7/questions", screen: "QuestionsScreen" },
  { path: "/manage/event/7/orders", screen: "OrdersScreen" },
  { path: "/manage/event/7/attendees", screen: "AttendeesScreen" },
  { path: "/manage/event/7/check-in", screen: "CheckInListsScreen" },
  { path: "/manage/event/7/messages", screen: "MessagesScreen" },
  { path: "/manage/event/7/reports", screen: "ReportsScreen" },
  { path: "/manage/event/7/report/daily_sales_report", screen: "ReportsScreen" },
  { path: "/manage/event/7/homepage-designer", screen: "HomepageDesignerScreen" },
  { path: "/manage/event/7/ticket-designer", screen: "TicketDesignerScreen" },
  { path: "/manage/event/7/ticket-designer/print", screen: "TicketDesignPrintScreen" },
  { path: "/manage/event/7/widget", screen: "WidgetScreen" },
  { path: "/manage/event/7/webhooks", screen: "EventWebhooksScreen" },
  { path: "/events/3/gite-in-laguna", screen: "PublicOrganizerScreen" },
  { path: "/events/3/gite-in-laguna/past-events", screen: "PublicOrganizerPastEventsScreen" },
  { path: "/e/7/concerto-d-estate", screen: "PublicEventScreen" },
  { path: "/event/7/concerto-d-estate", screen: "PublicEventScreen" },
  { path: "/event/7/preview", screen: "PublicEventPreviewScreen" },
  { path: "/organizer/3/preview", screen: "PublicOrganizerPreviewScreen" },
  { path: "/product/7/tk7A1b2C", screen: "TicketScreen" },
  { path: "/product/7/tk7A1b2C/print", screen: "TicketPrintScreen" },
  { path: "/order/7/or7A1b2C/print", screen: "OrderPrintScreen" },
  { path: "/checkout/7/rs7A1b2C/details", screen: "CheckoutDetailsScreen" },
  { path: "/checkout/7/rs7A1b2C/payment", screen: "CheckoutPaymentScreen" },
  { path: "/checkout/7/rs7A1b2C/payment_return", screen: "CheckoutPaymentReturnScreen" },
  { path: "/checkout/7/or7A1b2C/summary", screen: "CheckoutSummaryScreen" },
];

const organizer = {
  id: 3,
  name: "Gite in Laguna",
  slug: "gite-in-laguna",
  status: "LIVE",
  currency: "EUR",
  timezone: "Europe/Rome",
};
const event = eventAnswer({ organizer_id: 3, organizer, images: [] });

/** A signed-in admin whose account has one organiser and one event. */
function accountApi() {
  const page = eventsPage([event]);
  return fakeApi({
    "GET users/me": { status: 200, body: { data: userAnswer() } },
    "GET users": { status: 200, body: { data: [userAnswer()] } },
    "GET accounts": { status: 200, body: { data: { id: 1, name: "Gite", currency_code: "EUR" } } },
    "GET organizers": { status: 200, body: { data: [organizer] } },
    "GET organizers/3": { status: 200, body: { data: organizer } },
    "GET organizers/3/events": { status: 200, body: page },
    "GET events": { status: 200, body: page },
    "GET events/7": { status: 200, body: { data: event } },
    "GET public/events/7": { status: 200, body: { data: event } },
    "GET public/organizers/3": { status: 200, body: { data: organizer } },
    "GET public/organizers/3/events": { status: 200, body: page },
    "GET auth/reset-password/a-token": { status: 204 },
    "GET public/events/7/attendees/tk7A1b2C": { status: 200, body: { data: ticketAnswer(event) } },
    // A reservation whose buyer gave their details and has yet to pay.
    "GET public/events/7/order/rs7A1b2C": {
      status: 200,
      body: {
        data: {
          ...orderAnswer({ short_id: "rs7A1b2C", status: "RESERVED", payment_status: "AWAITING_PAYMENT" }),
          is_payment_required: true,
          reserved_until: "2099-01-01T00:00:00Z",
          event,
        },
      },
    },
    "GET public/events/7/questions": { status: 200, body: { data: [] } },
    "GET public/events/7/order/or7A1b2C": {
      status: 200,
      body: { data: { ...orderAnswer(), attendees: [ticketAnswer()], event } },
    },
  });
}

/** The full path patterns of the route table's leaves (the catch-all excepted). */
function leafPatterns(routes: RouteObject[], parent = ""): string[] {
  return routes.flatMap((route) => {
    const path = route.index
      ? parent
      : [parent, route.path ?? ""].filter(Boolean).join("/").replace(/\/+/g, "/");
    if (route.children?.length) return leafPatterns(route.children, path);
    return route.path === "*" ? [] : [path.startsWith("/") ? path : `/${path}`];
  });
}

/** The name of the component a route renders (a lazy route's `Component` becomes its `element`). */
function screenOf(route: RouteObject | undefined): string | undefined {
  const element = route?.element as { type?: { name?: string } } | null | undefined;
  return route?.Component?.name ?? element?.type?.name;
}

function patternOf(path: string): string | undefined {
  const leaf = matchRoutes(appRoutes, path)?.at(-1)?.route;
  if (!leaf || leaf.path === "*") return undefined;
  const matches = matchRoutes(appRoutes, path) ?? [];
  const joined = matches.map((match) => (match.route.index ? "" : (match.route.path ?? ""))).join("/");
  return `/${joined}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1");
}

describe("the route table", () => {
  it("has an address of the list for every route, and every address is a route", () => {
    const covered = new Set(addresses.map(({ path }) => patternOf(path)));
    expect(covered.has(undefined), "an address only the catch-all answers").toBe(false);
    const patterns = leafPatterns(appRoutes).map((pattern) => pattern.replace(/(.)\/$/, "$1"));
    expect([...new Set(patterns)].filter((pattern) => !covered.has(pattern))).toEqual([]);
  });

  it.each(addresses)("$path shows its screen", async ({ path, screen: expected, redirectsTo }) => {
    const { router } = await renderApp(path, { api: accountApi() });
    await waitFor(
      () => {
        expect(router.state.navigation.state).toBe("idle");
        if (redirectsTo) {
          expect(router.state.location.pathname).toBe(redirectsTo);
        } else {
          expect(router.state.location.pathname).toBe(path);
          expect(screenOf(router.state.matches.at(-1)?.route)).toBe(expected);
        }
      },
      { timeout: 10_000 },
    );
    expect(router.state.errors).toBeNull();
    expect(screen.queryByText("Page not found")).not.toBeInTheDocument();
    // A screen that throws while rendering lands on the generic error screen instead.
    expect(screen.queryByText("Something went wrong")).not.toBeInTheDocument();
    // Something real is on the page: a heading, or placeholders while data loads.
    await waitFor(() =>
      expect(
        screen.queryAllByRole("heading").length + screen.queryAllByRole("status").length,
      ).toBeGreaterThan(0),
    );
  });
});
