import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router-dom";
import { RootRedirect } from "./areas/root/RootRedirect";
import { ErrorScreen, notFound } from "./shell/ErrorScreen";
import { PageLoading } from "./shell/PageLoading";
import { RootLayout } from "./shell/RootLayout";

/** Never shown: the catch-all's loader sends every unknown address to the error screen. */
function NothingHere() {
  return null;
}

/** A route whose screen is fetched when first visited: every area is its own set of chunks. */
function screen<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/**
 * Every address of the app (SPEC.md §2), by area. Areas never import each other's screens, so a
 * buyer on a public event page downloads neither the sign-in nor the management screens.
 */
export const appRoutes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <RootRedirect /> },

      // Signing in and everything before it.
      {
        path: "auth",
        lazy: screen(
          () => import("./areas/auth/AuthLayout"),
          (m) => m.AuthLayout,
        ),
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          {
            path: "login",
            lazy: screen(
              () => import("./areas/auth/LoginScreen"),
              (m) => m.LoginScreen,
            ),
          },
          {
            path: "register",
            lazy: screen(
              () => import("./areas/auth/RegisterScreen"),
              (m) => m.RegisterScreen,
            ),
          },
          {
            path: "forgot-password",
            lazy: screen(
              () => import("./areas/auth/ForgotPasswordScreen"),
              (m) => m.ForgotPasswordScreen,
            ),
          },
          {
            path: "reset-password/:token",
            lazy: screen(
              () => import("./areas/auth/ResetPasswordScreen"),
              (m) => m.ResetPasswordScreen,
            ),
          },
          {
            path: "accept-invitation/:token",
            lazy: screen(
              () => import("./areas/auth/AcceptInvitationScreen"),
              (m) => m.AcceptInvitationScreen,
            ),
          },
        ],
      },

      // The organiser's side.
      {
        path: "manage",
        lazy: screen(
          () => import("./areas/manage/ManageLayout"),
          (m) => m.ManageLayout,
        ),
        children: [
          { index: true, element: <Navigate to="events" replace /> },
          {
            path: "events/:eventsState?",
            lazy: screen(
              () => import("./areas/manage/EventsScreen"),
              (m) => m.EventsScreen,
            ),
          },
          ...organizerRoutes(),
          ...profileRoutes(),
        ],
      },
      // The account's own pages.
      accountRoutes(),
      // One event's own area, with its own layout.
      eventAreaRoutes(),

      // A new account's first organiser and first event.
      {
        path: "welcome",
        lazy: screen(
          () => import("./areas/welcome/WelcomeScreen"),
          (m) => m.WelcomeScreen,
        ),
      },

      // What the public sees.
      ...publicEventRoutes(),
      ...publicOrganizerRoutes(),

      { path: "*", loader: notFound, Component: NothingHere },
    ],
  },
];

/** /manage/event/{eventId}: the index (dashboard or getting-started), dashboard, settings, getting-started. */
function eventAreaRoutes(): RouteObject {
  return {
    path: "manage/event/:eventId",
    lazy: screen(
      () => import("./areas/event/EventLayout"),
      (m) => m.EventLayout,
    ),
    children: [
      {
        index: true,
        lazy: screen(
          () => import("./areas/event/DashboardScreen"),
          (m) => m.EventIndexRedirect,
        ),
      },
      {
        path: "dashboard",
        lazy: screen(
          () => import("./areas/event/DashboardScreen"),
          (m) => m.DashboardScreen,
        ),
      },
      {
        path: "settings",
        lazy: screen(
          () => import("./areas/event/SettingsScreen"),
          (m) => m.SettingsScreen,
        ),
      },
      {
        path: "getting-started",
        lazy: screen(
          () => import("./areas/event/GettingStartedScreen"),
          (m) => m.GettingStartedScreen,
        ),
      },
    ],
  };
}

/** /manage/account (→ /account/settings) and /manage/profile with its two email-link screens. */
function profileRoutes(): RouteObject[] {
  const confirmScreens = () => import("./areas/profile/ConfirmEmailScreens");
  return [
    { path: "account", element: <Navigate to="/account/settings" replace /> },
    {
      path: "profile",
      lazy: screen(
        () => import("./areas/profile/ProfileScreen"),
        (m) => m.ProfileScreen,
      ),
    },
    {
      path: "profile/confirm-email-change/:token",
      lazy: screen(confirmScreens, (m) => m.ConfirmEmailChangeScreen),
    },
    {
      path: "profile/confirm-email-address/:token",
      lazy: screen(confirmScreens, (m) => m.ConfirmEmailAddressScreen),
    },
  ];
}

/** /account: settings (also the index), taxes-and-fees, event-defaults, users, payment. */
function accountRoutes(): RouteObject {
  return {
    path: "account",
    lazy: screen(
      () => import("./areas/account/AccountLayout"),
      (m) => m.AccountLayout,
    ),
    children: [
      { index: true, element: <Navigate to="settings" replace /> },
      {
        path: "settings",
        lazy: screen(
          () => import("./areas/account/AccountSettingsScreen"),
          (m) => m.AccountSettingsScreen,
        ),
      },
      {
        path: "taxes-and-fees",
        lazy: screen(
          () => import("./areas/account/TaxesAndFeesScreen"),
          (m) => m.TaxesAndFeesScreen,
        ),
      },
      {
        path: "event-defaults",
        lazy: screen(
          () => import("./areas/account/EventDefaultsScreen"),
          (m) => m.EventDefaultsScreen,
        ),
      },
      {
        path: "users",
        lazy: screen(
          () => import("./areas/account/UsersScreen"),
          (m) => m.UsersScreen,
        ),
      },
      {
        path: "payment",
        lazy: screen(
          () => import("./areas/account/PaymentScreen"),
          (m) => m.PaymentScreen,
        ),
      },
    ],
  };
}

/** /manage/organizer/{organizerId?}: dashboard (also the index), events/{eventsState?}, settings. */
function organizerRoutes(): RouteObject[] {
  const dashboard = screen(
    () => import("./areas/organizer/OrganizerDashboardScreen"),
    (m) => m.OrganizerDashboardScreen,
  );
  return [
    {
      path: "organizer/:organizerId?",
      children: [
        { index: true, lazy: dashboard },
        { path: "dashboard", lazy: dashboard },
        {
          path: "events/:eventsState?",
          lazy: screen(
            () => import("./areas/organizer/OrganizerEventsScreen"),
            (m) => m.OrganizerEventsScreen,
          ),
        },
        {
          path: "settings",
          lazy: screen(
            () => import("./areas/organizer/OrganizerSettingsScreen"),
            (m) => m.OrganizerSettingsScreen,
          ),
        },
      ],
    },
  ];
}

function publicEventRoutes(): RouteObject[] {
  const eventScreen = screen(
    () => import("./areas/public/PublicEventScreen"),
    (m) => m.PublicEventScreen,
  );
  const previewScreen = screen(
    () => import("./areas/public/PublicEventScreen"),
    (m) => m.PublicEventPreviewScreen,
  );
  return [
    { path: "e/:eventId/:eventSlug", lazy: eventScreen },
    { path: "event/:eventId/preview", lazy: previewScreen },
    { path: "event/:eventId/:eventSlug", lazy: eventScreen },
  ];
}

function publicOrganizerRoutes(): RouteObject[] {
  const upcoming = screen(
    () => import("./areas/public/PublicOrganizerScreen"),
    (m) => m.PublicOrganizerScreen,
  );
  const past = screen(
    () => import("./areas/public/PublicOrganizerScreen"),
    (m) => m.PublicOrganizerPastEventsScreen,
  );
  const preview = screen(
    () => import("./areas/public/PublicOrganizerScreen"),
    (m) => m.PublicOrganizerPreviewScreen,
  );
  return [
    { path: "events/:organizerId/:organizerSlug", lazy: upcoming },
    { path: "events/:organizerId/:organizerSlug/past-events", lazy: past },
    { path: "organizer/:organizerId/preview", lazy: preview },
  ];
}

export function createAppRouter(routes: RouteObject[] = appRoutes) {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
