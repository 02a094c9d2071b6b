import { describe, expect, it } from "vitest";
import { wayHomeOf } from "./wayHome";

const origin = "https://tickets.example";

describe("the way out of an error page", () => {
  it.each([
    // Signed in: their events, wherever the page was.
    {
      signedIn: true,
      pathname: "/event/9/gone",
      referrer: "",
      way: { kind: "events", href: "/manage/events" },
    },
    {
      signedIn: true,
      pathname: "/no/such/page",
      referrer: "",
      way: { kind: "events", href: "/manage/events" },
    },
    // A buyer under an organiser's or an event's address: that page.
    {
      pathname: "/events/3/gite-in-laguna/nope",
      referrer: "",
      way: { kind: "organizer", href: "/events/3/gite-in-laguna" },
    },
    { pathname: "/event/7/concerto/extra", referrer: "", way: { kind: "event", href: "/event/7/concerto" } },
    { pathname: "/e/7/concerto/extra", referrer: "", way: { kind: "event", href: "/e/7/concerto" } },
    // The organiser's page itself is gone: not a loop back to it.
    { pathname: "/events/3/gone", referrer: "", way: { kind: "none", href: null } },
    { pathname: "/events/3/gone/past-events", referrer: "", way: { kind: "none", href: null } },
    // A buyer on a page that is gone: back where they came from, ours or another site.
    {
      pathname: "/event/9/gone",
      referrer: `${origin}/events/3/gite-in-laguna?x=1`,
      way: { kind: "back", href: "/events/3/gite-in-laguna?x=1" },
    },
    {
      pathname: "/event/9/gone",
      referrer: "https://social.example/post/1",
      way: { kind: "back", href: "https://social.example/post/1" },
    },
    // …else nowhere: never the organisers' login.
    { pathname: "/event/9/gone", referrer: "", way: { kind: "none", href: null } },
    { pathname: "/event/9/gone", referrer: `${origin}/event/9/gone`, way: { kind: "none", href: null } },
    { pathname: "/event/9/gone", referrer: `${origin}/manage/events`, way: { kind: "none", href: null } },
    { pathname: "/checkout/9/x", referrer: "javascript:alert(1)", way: { kind: "none", href: null } },
    // Any other address: a buyer's page of ours they came from, else home.
    {
      pathname: "/no/such/page",
      referrer: `${origin}/event/7/concerto`,
      way: { kind: "back", href: "/event/7/concerto" },
    },
    { pathname: "/no/such/page", referrer: "https://social.example/", way: { kind: "home", href: "/" } },
    { pathname: "/no/such/page", referrer: "", way: { kind: "home", href: "/" } },
  ])(
    "$pathname from '$referrer' (signed in: $signedIn) → $way.kind",
    ({ signedIn = false, pathname, referrer, way }) => {
      expect(wayHomeOf({ signedIn, pathname, referrer, origin })).toEqual(way);
    },
  );
});
