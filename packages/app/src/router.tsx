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
        ],
      },

      // What the public sees.
      ...publicEventRoutes(),
      ...publicOrganizerRoutes(),

      { path: "*", loader: notFound, Component: NothingHere },
    ],
  },
];

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
