import type { ComponentType } from "react";
import type { PagesGroup } from "../i18n/catalogs";
import type { AcceptInvitationPageProps } from "./AcceptInvitationPage";
import type { CheckoutPageProps } from "./CheckoutPage";
import type { DoorPageProps } from "./DoorPage";
import type { ForgotPasswordPageProps } from "./ForgotPasswordPage";
import type { LoginPageProps } from "./LoginPage";
import type { PublicEventPageProps } from "./PublicEventPage";
import type { PublicOrganizerPageProps } from "./PublicOrganizerPage";
import type { RegisterPageProps } from "./RegisterPage";
import type { ResetPasswordPageProps } from "./ResetPasswordPage";
import type { ResultPageProps } from "./ResultPage";
import type { TicketPageProps } from "./TicketPage";
import type { WidgetPageProps } from "./WidgetPage";

/**
 * The pages the server draws, each its own module (its own chunk in the browser): the server
 * renders one with the data it loaded, and the browser imports the same one to hydrate it.
 */
export const pageModules = {
  publicEvent: () => import("./PublicEventPage"),
  publicOrganizer: () => import("./PublicOrganizerPage"),
  login: () => import("./LoginPage"),
  register: () => import("./RegisterPage"),
  forgotPassword: () => import("./ForgotPasswordPage"),
  resetPassword: () => import("./ResetPasswordPage"),
  acceptInvitation: () => import("./AcceptInvitationPage"),
  result: () => import("./ResultPage"),
  ticket: () => import("./TicketPage"),
  checkout: () => import("./CheckoutPage"),
  door: () => import("./DoorPage"),
  widget: () => import("./WidgetPage"),
} satisfies Record<string, () => Promise<{ Page: ComponentType<never> }>>;

export type PageName = keyof typeof pageModules;

export interface PageProps {
  publicEvent: PublicEventPageProps;
  publicOrganizer: PublicOrganizerPageProps;
  login: LoginPageProps;
  register: RegisterPageProps;
  forgotPassword: ForgotPasswordPageProps;
  resetPassword: ResetPasswordPageProps;
  acceptInvitation: AcceptInvitationPageProps;
  result: ResultPageProps;
  ticket: TicketPageProps;
  checkout: CheckoutPageProps;
  door: DoorPageProps;
  widget: WidgetPageProps;
}

/**
 * Each page module's source, as the client build's manifest names it: the server preloads its
 * chunk (and its styles) with the page, so the browser does not discover it only after the entry ran.
 */
export const pageSources: Record<PageName, string> = {
  publicEvent: "src/pages/PublicEventPage.tsx",
  publicOrganizer: "src/pages/PublicOrganizerPage.tsx",
  login: "src/pages/LoginPage.tsx",
  register: "src/pages/RegisterPage.tsx",
  forgotPassword: "src/pages/ForgotPasswordPage.tsx",
  resetPassword: "src/pages/ResetPasswordPage.tsx",
  acceptInvitation: "src/pages/AcceptInvitationPage.tsx",
  result: "src/pages/ResultPage.tsx",
  ticket: "src/pages/TicketPage.tsx",
  checkout: "src/pages/CheckoutPage.tsx",
  door: "src/pages/DoorPage.tsx",
  widget: "src/pages/WidgetPage.tsx",
};

/**
 * The group of words each page loads on top of the words every drawn page shares (see
 * `importPagesCatalog`); none for the public event and organiser pages and the result page.
 * scripts/size.mjs counts each page with its group's catalog: keep the two in step.
 */
export const pageCatalogGroups: Record<PageName, PagesGroup | undefined> = {
  publicEvent: undefined,
  publicOrganizer: undefined,
  login: "auth",
  register: "auth",
  forgotPassword: "auth",
  resetPassword: "auth",
  acceptInvitation: "auth",
  result: undefined,
  ticket: "tickets",
  checkout: "checkout",
  door: "door",
  widget: undefined,
};
