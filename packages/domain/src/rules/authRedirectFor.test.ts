import { describe, expect, it } from "vitest";
import { authRedirectFor } from "./authRedirectFor";

describe("authRedirectFor", () => {
  describe("public areas never redirect", () => {
    it.each([
      // auth/login, accept-invitation, register, forgot-password, auth
      "/auth/login",
      "/auth/login?redirect=%2Fmanage",
      "/auth/register",
      "/auth/forgot-password",
      "/auth/reset-password/abc123",
      "/auth/accept-invitation/tok_1",
      "/auth",
      "/accept-invitation/tok_1",
      "/register",
      "/forgot-password",
      // account/payment
      "/account/payment",
      "/account/payment/return?session=1",
      // checkout
      "/checkout/12",
      "/checkout/12/o_abc/details",
      "/checkout/12/o_abc/payment",
      "/checkout/12/o_abc/summary",
      "/checkout/12/o_abc/payment_return?redirect_status=succeeded",
      // /event/ (and its short twin /e/)
      "/event/12/summer-fest",
      "/event/12/preview",
      "/e/12/summer-fest",
      // print, /order/
      "/order/12/o_abc/print",
      "/print",
      // widget
      "/widget/12",
      // /product/
      "/product/12/a_abc",
      "/product/12/a_abc/print",
      // check-in
      "/check-in/cil_abc",
      // /events/
      "/events/7/acme",
      "/events/7/acme/past-events",
      // the router ignores case
      "/Checkout/12",
      "/EVENT/12/x",
      // absolute URLs are read by their path
      "https://tickets.example.com/event/12/summer-fest",
    ])("%s", (path) => {
      expect(authRedirectFor(path)).toEqual({ redirect: false });
    });
  });

  describe("everything else redirects and saves the location", () => {
    it.each([
      "/",
      "/welcome",
      "/manage/events",
      "/manage/events/upcoming", // contains "/events/" but is not the public organizer page
      "/manage/events/past",
      "/manage/account",
      "/manage/profile",
      "/manage/profile/confirm-email-change/tok",
      "/manage/organizer/3",
      "/manage/organizer/3/events/upcoming",
      "/manage/organizer/3/settings",
      "/manage/organizer/3/organizer-homepage-designer",
      // /manage/event/ always redirects, though it contains "/event/"
      "/manage/event/12",
      "/manage/event/12/dashboard",
      "/manage/event/12/orders",
      "/manage/event/12/products",
      "/manage/event/12/widget", // contains "widget"
      "/manage/event/12/check-in", // contains "check-in"
      "/manage/event/12/ticket-designer/print", // contains "print"
      "/manage/event/12/order/5", // contains "/order/"
      "/manage/event/12/product/5", // contains "/product/"
      "/manage/event/12/checkout-settings", // contains "checkout"
      "/manage/authors", // contains "auth"
      "/account",
      "/account/settings",
      "/account/taxes-and-fees",
      "/account/event-defaults",
      "/account/users",
      "/account/payments-overview",
      "/organizer/3/preview",
      "/eventsx/1",
      "/events-archive",
      "/authentication",
      "/manage/%65vent/12",
    ])("%s", (path) => {
      expect(authRedirectFor(path)).toEqual({ redirect: true, to: "/auth/login", returnTo: path });
    });
  });

  it.each([
    ["/manage/event/12/orders?page=2&query=rossi#list", "/manage/event/12/orders?page=2&query=rossi#list"],
    ["https://tickets.example.com/manage/events?x=1", "/manage/events?x=1"],
    ["manage/events", "/manage/events"],
    ["//manage/events", "//manage/events"],
  ])("saves %s as %s", (location, returnTo) => {
    expect(authRedirectFor(location)).toEqual({ redirect: true, to: "/auth/login", returnTo });
  });
});
