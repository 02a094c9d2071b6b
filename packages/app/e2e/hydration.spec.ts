import type { APIRequestContext } from "@playwright/test";
import { apiOrganizer, apiPost, firstCategoryId, registerInItalian } from "./api";
import { expect, test, watchConsole } from "./fixtures";

// Every page the server draws, in five languages, is taken over by the browser without React
// finding markup that differs from what it would draw (a text drawn with the server's Intl and
// the browser's, a date in another time zone, a word from another catalog): a mismatch makes
// React throw the server's page away and draw it again, a flash and a slower page.

const locales = ["it", "en", "de", "zh-hk", "vi"] as const;

/**
 * How React says the markup did not match: in words in development, as its numbered errors in a
 * production build (#418 text, #419–#423 and #425 the other hydration failures).
 */
const hydrationProblem = /hydrat|did(?: not|n't) match|Minified React error #4(?:18|19|21|22|23|25)\b/i;

interface OrderAnswer {
  short_id: string;
  status: string;
  session_identifier?: string;
  attendees: { short_id: string }[];
}

interface PublicEvent {
  id: number;
  slug: string;
  organizer_id: number;
  product_categories: { products: { id: number; type: string; prices: { id: number }[] }[] }[];
}

/**
 * The demo event (seeded, paid tickets, offline payment): its page and an order on its details
 * step, reserved by `buyer` (the page's own cookies: the step is the buyer's alone).
 */
async function demoScene(request: APIRequestContext, buyer: APIRequestContext, origin: string) {
  const listed = await request.get("/api/public/events");
  const [first] = ((await listed.json()) as { data: { id: number }[] }).data;
  const read = await request.get(`/api/public/events/${first?.id}`);
  const event = ((await read.json()) as { data: PublicEvent }).data;
  const organizer = await request.get(`/api/public/organizers/${event.organizer_id}`);
  const organizerSlug = ((await organizer.json()) as { data: { slug: string } }).data.slug;
  const paid = event.product_categories
    .flatMap((category) => category.products)
    .find((p) => p.type === "PAID");
  const reserved = (await apiPost(buyer, origin, `public/events/${event.id}/order`, {
    products: [{ product_id: paid?.id, quantities: [{ price_id: paid?.prices[0]?.id, quantity: 1 }] }],
  })) as unknown as OrderAnswer;
  return {
    eventPage: `/e/${event.id}/${event.slug}`,
    organizerPage: `/events/${event.organizer_id}/${organizerSlug}`,
    details: `/checkout/${event.id}/${reserved.short_id}/details`,
    // The widget, and the same step inside it (its session in the address, as in another site's frame).
    widget: `/widget/${event.id}`,
    widgetDetails: `/widget/${event.id}/checkout/${reserved.short_id}/details?session_identifier=${reserved.session_identifier}`,
  };
}

/** A new organiser's free event: a completed order, its tickets and the door's list. */
async function freeScene(request: APIRequestContext, origin: string) {
  const stamp = Date.now();
  const email = `hydration.${stamp}@example.com`;
  await registerInItalian(request, origin, {
    first_name: "Ida",
    last_name: "Idrati",
    email,
    password: "a password for the hydration check",
  });
  const organizer = await apiOrganizer(request, origin, `Idrata ${stamp}`, email);
  const event = await apiPost(request, origin, "events", {
    title: `Serata libera ${stamp}`,
    organizer_id: organizer?.id,
    start_date: "2031-07-12T18:30:00Z",
    end_date: "2031-07-12T21:00:00Z",
    timezone: "Europe/Rome",
    location_details: {
      venue_name: "Giardini",
      address_line_1: "Via Garibaldi 1",
      city: "Venezia",
      zip_or_postal_code: "30122",
      country: "IT",
    },
  });
  const eventId = event?.id;
  const product = (await apiPost(request, origin, `events/${eventId}/products`, {
    product_type: "TICKET",
    product_category_id: await firstCategoryId(request, eventId),
    title: "Ingresso libero",
    type: "FREE",
    prices: [{ price: 0 }],
  })) as unknown as { id: number; prices: { id: number }[] };
  const list = (await apiPost(request, origin, `events/${eventId}/check-in-lists`, {
    name: "Ingresso",
    product_ids: [product.id],
  })) as unknown as { short_id: string };
  const live = await request.put(`/api/events/${eventId}/status`, {
    data: { status: "LIVE" },
    headers: { origin },
  });
  expect(live.ok(), await live.text()).toBe(true);
  const priceId = product.prices[0]?.id;
  const reserved = (await apiPost(request, origin, `public/events/${eventId}/order`, {
    products: [{ product_id: product.id, quantities: [{ price_id: priceId, quantity: 1 }] }],
  })) as unknown as OrderAnswer;
  const person = { first_name: "Ida", last_name: "Idrati", email, email_confirmation: email };
  const completed = await request.put(`/api/public/events/${eventId}/order/${reserved.short_id}`, {
    headers: { origin },
    data: {
      order: { ...person, accepted_terms: true },
      products: [{ product_id: product.id, product_price_id: priceId, ...person }],
    },
  });
  expect(completed.ok(), await completed.text()).toBe(true);
  const order = ((await completed.json()) as { data: OrderAnswer }).data;
  const ticket = order.attendees[0]?.short_id;
  return {
    summary: `/checkout/${eventId}/${order.short_id}/summary`,
    ticket: `/product/${eventId}/${ticket}`,
    ticketPrint: `/product/${eventId}/${ticket}/print`,
    orderPrint: `/order/${eventId}/${order.short_id}/print`,
    door: `/check-in/${list.short_id}`,
  };
}

test("every page the server draws is taken over without a mismatch, in five languages", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const origin = baseURL ?? "";
  const demo = await demoScene(request, page.request, origin);
  const free = await freeScene(request, origin);
  const addresses = [
    ...Object.values(demo),
    ...Object.values(free),
    "/auth/login",
    "/auth/register",
    "/auth/forgot-password",
    "/auth/reset-password/no-such-token",
    "/auth/accept-invitation/no-such-token",
    "/my-tickets",
    "/nothing-here",
  ];
  const problems = watchConsole(page);
  const found: string[] = [];
  for (const locale of locales) {
    await context.addCookies([{ name: "varco_locale", value: locale, url: origin }]);
    for (const address of addresses) {
      problems.length = 0;
      await page.goto(address);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("html"), `${locale} ${address}`).toHaveAttribute(
        "lang",
        new RegExp(`^${locale}$`, "i"),
      );
      // React marks the container it took over; a page that threw its markup away says so.
      const tookOver = await page.evaluate(() => {
        const root = document.getElementById("root");
        return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer"));
      });
      const mismatch = problems.filter((problem) => hydrationProblem.test(problem));
      if (!tookOver || mismatch.length > 0) found.push(`${locale} ${address}: ${mismatch.join(" | ")}`);
    }
  }
  expect(found).toEqual([]);
});
