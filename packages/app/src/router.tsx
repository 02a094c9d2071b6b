import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import { RootRedirect } from "./areas/root/RootRedirect";
import { ErrorScreen, NotFoundInArea, notFound } from "./shell/ErrorScreen";
import { PageLoading } from "./shell/PageLoading";
import { RootLayout } from "./shell/RootLayout";

/** Never shown: the catch-all's loader sends every unknown address to the error screen. */
function NothingHere() {
  return null;
}

const redirect = (to: string): RouteObject => ({ index: true, element: <Navigate to={to} replace /> });

/** An unknown address inside a signed-in area: not found, shown within the area's navigation. */
const notFoundInArea: RouteObject = { path: "*", Component: NotFoundInArea };

/**
 * Every address of the app, by area. Each route module exports its screen as `Component` and is
 * fetched when first visited; areas never import each other's screens, so a buyer on a public
 * event page downloads neither the sign-in nor the management screens.
 */
export const appRoutes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, Component: RootRedirect },

      // Signing in and everything before it.
      {
        path: "auth",
        lazy: () => import("./areas/auth/AuthLayout"),
        children: [
          redirect("login"),
          { path: "login", lazy: () => import("./areas/auth/LoginScreen") },
          { path: "register", lazy: () => import("./areas/auth/RegisterScreen") },
          { path: "forgot-password", lazy: () => import("./areas/auth/ForgotPasswordScreen") },
          { path: "reset-password/:token", lazy: () => import("./areas/auth/ResetPasswordScreen") },
          { path: "accept-invitation/:token", lazy: () => import("./areas/auth/AcceptInvitationScreen") },
        ],
      },

      // The organiser's side: every event, the organiser, the signed-in person's profile.
      {
        path: "manage",
        lazy: () => import("./areas/manage/ManageLayout"),
        children: [
          redirect("events"),
          { path: "events/:eventsState?", lazy: () => import("./areas/manage/EventsScreen") },
          {
            path: "organizer/:organizerId?",
            lazy: () => import("./areas/organizer/OrganizerLayout"),
            children: [
              { index: true, lazy: () => import("./areas/organizer/OrganizerDashboardScreen") },
              { path: "dashboard", lazy: () => import("./areas/organizer/OrganizerDashboardScreen") },
              { path: "events/:eventsState?", lazy: () => import("./areas/organizer/OrganizerEventsScreen") },
              { path: "settings", lazy: () => import("./areas/organizer/OrganizerSettingsScreen") },
              { path: "webhooks", lazy: () => import("./areas/webhooks/OrganizerWebhooksScreen") },
              {
                path: "organizer-homepage-designer",
                lazy: () => import("./areas/organizer/OrganizerHomepageDesignerScreen"),
              },
              notFoundInArea,
            ],
          },
          { path: "account", element: <Navigate to="/account/settings" replace /> },
          { path: "profile", lazy: () => import("./areas/profile/ProfileScreen") },
          {
            path: "profile/confirm-email-change/:token",
            lazy: () => import("./areas/profile/ConfirmEmailChangeScreen"),
          },
          {
            path: "profile/confirm-email-address/:token",
            lazy: () => import("./areas/profile/ConfirmEmailAddressScreen"),
          },
          notFoundInArea,
        ],
      },

      // The account's own pages.
      {
        path: "account",
        lazy: () => import("./areas/account/AccountLayout"),
        children: [
          redirect("settings"),
          { path: "settings", lazy: () => import("./areas/account/AccountSettingsScreen") },
          { path: "taxes-and-fees", lazy: () => import("./areas/account/TaxesAndFeesScreen") },
          { path: "event-defaults", lazy: () => import("./areas/account/EventDefaultsScreen") },
          { path: "users", lazy: () => import("./areas/account/UsersScreen") },
          { path: "payment", lazy: () => import("./areas/account/PaymentScreen") },
          notFoundInArea,
        ],
      },

      // The ticket designer's sheet to print: outside the event's frame, whose navigation would print too.
      {
        path: "manage/event/:eventId/ticket-designer/print",
        lazy: () => import("./areas/event/TicketDesignPrintScreen"),
      },

      // One event's own area: the index opens the dashboard or the getting-started checklist.
      {
        path: "manage/event/:eventId",
        lazy: () => import("./areas/event/EventLayout"),
        children: [
          { index: true, lazy: () => import("./areas/event/EventIndexRedirect") },
          { path: "dashboard", lazy: () => import("./areas/event/EventDashboardScreen") },
          { path: "settings", lazy: () => import("./areas/event/EventSettingsScreen") },
          { path: "homepage-designer", lazy: () => import("./areas/event/HomepageDesignerScreen") },
          { path: "ticket-designer", lazy: () => import("./areas/event/TicketDesignerScreen") },
          { path: "widget", lazy: () => import("./areas/event/WidgetScreen") },
          { path: "webhooks", lazy: () => import("./areas/webhooks/EventWebhooksScreen") },
          { path: "getting-started", lazy: () => import("./areas/event/GettingStartedScreen") },
          { path: "products", lazy: () => import("./areas/event/ProductsScreen") },
          {
            path: "capacity-assignments",
            lazy: () => import("./areas/event/CapacityAssignmentsScreen"),
          },
          { path: "promo-codes", lazy: () => import("./areas/event/PromoCodesScreen") },
          { path: "affiliates", lazy: () => import("./areas/event/AffiliatesScreen") },
          { path: "waitlist", lazy: () => import("./areas/event/WaitlistScreen") },
          { path: "questions", lazy: () => import("./areas/event/QuestionsScreen") },
          { path: "orders", lazy: () => import("./areas/event/OrdersScreen") },
          { path: "attendees", lazy: () => import("./areas/event/AttendeesScreen") },
          { path: "check-in", lazy: () => import("./areas/event/CheckInListsScreen") },
          { path: "messages", lazy: () => import("./areas/event/MessagesScreen") },
          { path: "reports", lazy: () => import("./areas/event/ReportsScreen") },
          { path: "report/:reportType", lazy: () => import("./areas/event/ReportsScreen") },
          notFoundInArea,
        ],
      },

      // A new account's first organiser and first event.
      { path: "welcome", lazy: () => import("./areas/welcome/WelcomeScreen") },

      // A buyer's checkout, step by step, around the order it reserved.
      {
        path: "checkout/:eventId/:orderShortId",
        lazy: () => import("./areas/checkout/CheckoutLayout"),
        children: [
          { path: "details", lazy: () => import("./areas/checkout/CheckoutDetailsScreen") },
          { path: "payment", lazy: () => import("./areas/checkout/CheckoutPaymentScreen") },
          { path: "payment_return", lazy: () => import("./areas/checkout/CheckoutPaymentReturnScreen") },
          { path: "summary", lazy: () => import("./areas/checkout/CheckoutSummaryScreen") },
        ],
      },

      // What the public sees.
      { path: "e/:eventId/:eventSlug", lazy: () => import("./areas/public/PublicEventScreen") },
      { path: "event/:eventId/preview", lazy: () => import("./areas/public/PublicEventPreviewScreen") },
      { path: "event/:eventId/:eventSlug", lazy: () => import("./areas/public/PublicEventScreen") },
      {
        path: "events/:organizerId/:organizerSlug",
        lazy: () => import("./areas/public/PublicOrganizerScreen"),
      },
      {
        path: "events/:organizerId/:organizerSlug/past-events",
        lazy: () => import("./areas/public/PublicOrganizerPastEventsScreen"),
      },
      {
        path: "organizer/:organizerId/preview",
        lazy: () => import("./areas/public/PublicOrganizerPreviewScreen"),
      },

      // A buyer's tickets, from the links in their mails, and their printable sheets.
      { path: "product/:eventId/:attendeeShortId", lazy: () => import("./areas/tickets/TicketScreen") },
      {
        path: "product/:eventId/:attendeeShortId/print",
        lazy: () => import("./areas/tickets/TicketPrintScreen"),
      },
      { path: "order/:eventId/:orderShortId/print", lazy: () => import("./areas/tickets/OrderPrintScreen") },

      { path: "*", loader: notFound, Component: NothingHere },
    ],
  },
];

export function createAppRouter(routes: RouteObject[] = appRoutes) {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
