import { describe, expect, it } from "vitest";
import { productCategories } from "../areas/public/ticketSelector.fixtures";
import { defaultRuntimeConfig } from "../runtimeConfig";
import { eventAnswer, fakeApi } from "../test/renderApp";
import { addressStatus, render } from "./entry-server";

const appUrl = "https://tickets.example";
const cover = {
  id: 9,
  url: "/api/uploads/c.jpg",
  type: "EVENT_COVER",
  width: 2000,
  height: 1000,
  variants: [{ url: "/api/uploads/c-960w.webp", width: 960, height: 480, mime_type: "image/webp" }],
};

function eventApi(overrides: Record<string, unknown> = {}) {
  return fakeApi({
    "GET public/events/7": {
      status: 200,
      body: {
        data: eventAnswer({
          description: "<p>An evening of music.</p>",
          description_preview: "An evening of music by the lagoon.",
          location_details: { venue_name: "Giardini", city: "Venezia", country: "IT" },
          organizer: { id: 3, name: "Gite Lagoon", slug: "gite-lagoon", status: "LIVE", images: [] },
          images: [cover],
          ...overrides,
        }),
      },
    },
  });
}

const draw = (url: string, api: ReturnType<typeof fakeApi>, cookie?: string, acceptLanguage?: string) =>
  render(url, {
    fetch: api.fetch,
    runtimeConfig: { ...defaultRuntimeConfig, defaultLocale: "it" },
    appUrl,
    cookie,
    acceptLanguage,
  });

/** The JSON-LD objects of a head. */
function structuredData(head: string): Record<string, unknown>[] {
  return [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1] ?? "null"),
  );
}

describe("the public event page drawn on the server", () => {
  it("answers 200 with the event in the markup and a head link previews and search engines read", async () => {
    const result = await draw("/e/7/concerto-d-estate", eventApi());
    expect(result?.status).toBe(200);
    expect(result?.lang).toBe("it");
    expect(result?.html).toContain("Concerto d&#x27;estate");
    expect(result?.html).toContain("Giardini");
    expect(result?.html).toContain("An evening of music.");
    const head = result?.head ?? "";
    expect(head).toContain("<title>Concerto d&#39;estate · Varco</title>");
    expect(head).toContain('<meta property="og:title" content="Concerto d&#39;estate">');
    expect(head).toContain('<meta property="og:image" content="https://tickets.example/api/uploads/c.jpg">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain('<link rel="canonical" href="https://tickets.example/event/7/concerto-d-estate">');
    expect(head).toContain('<meta name="description" content="An evening of music by the lagoon.">');
    // The cover is asked for with the page: the copy its <picture> will choose.
    expect(head).toContain(
      '<link rel="preload" as="image" type="image/webp" imagesrcset="/api/uploads/c-960w.webp 960w" imagesizes="(min-width: 960px) 960px, 100vw" fetchpriority="high">',
    );
    // Google's required Event properties: name, startDate, location (with an address).
    const [event] = structuredData(head);
    expect(event).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Concerto d'estate",
      startDate: "2030-07-12T20:30:00+02:00",
      location: { "@type": "Place", name: "Giardini" },
      organizer: { name: "Gite Lagoon", url: "https://tickets.example/events/3/gite-lagoon" },
    });
    // The browser's copy of the page: the same page and props, so hydration draws the same markup.
    expect(head).toMatch(/<script id="varco-page" type="application\/json">\{"page":"publicEvent"/);
    expect(result?.modules).toEqual(["src/pages/PublicEventPage.tsx", "src/locales/it/pages.po"]);
  });

  it("leads an old or wrong slug to the event's address for good, keeping the query", async () => {
    const result = await draw("/e/7/old-name?promo_code=SUMMER&utm_source=mail", eventApi());
    expect(result).toMatchObject({
      status: 301,
      location: "/e/7/concerto-d-estate?promo_code=SUMMER&utm_source=mail",
    });
    const other = await draw("/event/7/x", eventApi());
    expect(other).toMatchObject({ status: 301, location: "/event/7/concerto-d-estate" });
  });

  it("answers 404 with the not-found page for a missing event or an address that cannot be one", async () => {
    for (const url of ["/e/8/nothing", "/e/abc/nothing", "/event/0/x"]) {
      const result = await draw(url, eventApi());
      expect(result?.status, url).toBe(404);
      expect(result?.html, url).toContain("Pagina non trovata");
      expect(result?.head, url).toContain('<meta name="robots" content="noindex">');
    }
  });

  it("answers 503 with the error page when the event cannot be read", async () => {
    const api = fakeApi({ "GET public/events/7": { status: 500, body: { message: "boom" } } });
    const result = await draw("/e/7/concerto-d-estate", api);
    expect(result?.status).toBe(503);
    expect(result?.html).toContain("Si è verificato un errore");
  });

  it("speaks the language the address picks, and keeps it in a cookie; the cookie picks it next time", async () => {
    const picked = await draw("/e/7/concerto-d-estate?lang=de", eventApi());
    expect(picked?.lang).toBe("de");
    expect(picked?.html).toContain("Veranstaltet von");
    expect(picked?.headers["set-cookie"]).toMatch(
      /^varco_locale=de; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/,
    );
    const kept = await draw("/e/7/concerto-d-estate", eventApi(), "other=1; varco_locale=fr");
    expect(kept?.lang).toBe("fr");
    expect(kept?.headers["set-cookie"]).toBeUndefined();
    // The language links keep the page's own query.
    expect(kept?.html).toContain('href="/e/7/concerto-d-estate?lang=de"');
    const withPromo = await draw("/e/7/concerto-d-estate?promo_code=SUMMER", eventApi());
    expect(withPromo?.html).toContain('href="/e/7/concerto-d-estate?promo_code=SUMMER&amp;lang=de"');
  });

  it("speaks the browser's language when the visitor chose none, and the deployment's when we don't speak it", async () => {
    const english = await draw("/e/7/concerto-d-estate", eventApi(), undefined, "en-GB,en;q=0.9,it;q=0.5");
    expect(english?.lang).toBe("en");
    expect(english?.html).toContain("Organised by");
    expect(english?.headers["set-cookie"]).toBeUndefined();
    expect((await draw("/e/7/concerto-d-estate", eventApi(), undefined, "ja,ko;q=0.8"))?.lang).toBe("it");
    // A choice made here wins over the browser's.
    expect((await draw("/e/7/concerto-d-estate", eventApi(), "varco_locale=fr", "en"))?.lang).toBe("fr");
    expect((await draw("/e/7/concerto-d-estate?lang=de", eventApi(), undefined, "en"))?.lang).toBe("de");
  });

  it("says so when the link's promo code is malformed, and never sends it", async () => {
    const api = eventApi();
    const result = await draw(`/e/7/concerto-d-estate?promo_code=${"x".repeat(60)}`, api);
    expect(result?.html).toContain("non è valido");
    expect(api.calls.map((call) => call.path)).toEqual(["public/events/7"]);
  });

  it("checks a linked promo code with the server before reading the event, and reads it with a valid one only", async () => {
    const api = eventApi();
    api.handlers["GET public/events/7/promo-codes/OLD"] = { status: 200, body: { valid: false } };
    api.handlers["GET public/events/7/promo-codes/ESTATE"] = { status: 200, body: { valid: true } };
    const refused = await draw("/e/7/concerto-d-estate?promo_code=OLD", api);
    expect(refused?.html).toContain("non è valido");
    const accepted = await draw("/e/7/concerto-d-estate?promo_code=ESTATE", api);
    expect(accepted?.html).not.toContain("non è valido");
    expect(api.calls.map((call) => call.path)).toEqual([
      "public/events/7/promo-codes/OLD",
      "public/events/7",
      "public/events/7/promo-codes/ESTATE",
      "public/events/7",
    ]);
  });

  it("keeps the organiser's preview of a draft out of search engines, whatever the slug", async () => {
    const result = await draw("/event/7/preview", eventApi({ status: "DRAFT" }));
    expect(result?.status).toBe(200);
    expect(result?.head).toContain('<meta name="robots" content="noindex">');
  });

  it("writes whatever an organiser typed as text, never as markup, in the head, the page and its state", async () => {
    const title = 'Gala "</script><script>alert(1)</script>" & <b>more</b>';
    const result = await draw(
      "/e/7/concerto-d-estate",
      eventApi({ title, description_preview: "<img src=x onerror=alert(1)>" }),
    );
    const everything = `${result?.head}${result?.html}`;
    expect(everything).not.toContain("<script>alert(1)");
    expect(everything).not.toContain("<img src=x");
    expect(everything).not.toContain("<b>more");
    expect(result?.head).toContain(
      "<title>Gala &quot;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot; &amp; &lt;b&gt;more&lt;/b&gt; · Varco</title>",
    );
    // Two scripts of our own (JSON-LD and the page state); none opened by the title.
    expect(result?.head.match(/<script/g)).toHaveLength(2);
  });

  it("draws the tickets with their prices and states in the markup, and offers them to search engines", async () => {
    const result = await draw(
      "/e/7/concerto-d-estate",
      eventApi({ product_categories: productCategories() }),
    );
    const html = result?.html ?? "";
    // Italian, as the address asks: prices, what they include, states and quantities before any script.
    expect(html).toContain("13,42\u00a0€");
    expect(html).toContain("incl. 2,42\u00a0€ VAT e 1,00\u00a0€ Booking fee");
    expect(html).toContain("Gratuito");
    expect(html).toContain("Vendita terminata");
    expect(html).toContain("Esaurito");
    expect(html).toContain("Non ancora in vendita: in vendita dal 1 giu 2030, 10:00");
    expect(html).toContain("T-shirts arrive in June.");
    expect(html).toMatch(/<label[^>]*>Quantità di Standard<\/label>/u);
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*>Continua<\/button>/u);
    expect(html).not.toContain("in vendita qui a breve");
    const [event] = structuredData(result?.head ?? "");
    expect(event).toHaveProperty(
      "offers",
      expect.arrayContaining([
        {
          "@type": "Offer",
          name: "Standard",
          price: "13.42",
          priceCurrency: "EUR",
          availability: "https://schema.org/InStock",
          url: "https://tickets.example/event/7/concerto-d-estate",
        },
        expect.objectContaining({
          name: "Festival pass – Regular",
          availability: "https://schema.org/PreOrder",
          validFrom: "2030-06-01T10:00:00+02:00",
        }),
      ]),
    );
  });

  it("leaves every other address to the app", async () => {
    for (const url of ["/manage/events", "/auth", "/welcome"]) expect(await draw(url, eventApi())).toBeNull();
  });
});

describe("an address the app has no screen for", () => {
  it("is drawn as the not-found page with 404, however deep", async () => {
    for (const url of ["/nope", "/eventi/7", "/e/7", "/event/7/slug/extra", "/checkout/1"]) {
      const result = await draw(url, fakeApi({}));
      expect(result?.status, url).toBe(404);
      expect(result?.html, url).toContain("Pagina non trovata");
      expect(result?.head, url).toContain('<meta name="robots" content="noindex">');
    }
  });

  it("inside a signed-in area is left to the app, which shows it within the area, with 404", async () => {
    for (const url of ["/manage/event/5/nonsense", "/manage/nothing", "/account/nothing"]) {
      expect(await draw(url, fakeApi({})), url).toBeNull();
      expect(addressStatus(url), url).toBe(404);
    }
    for (const url of ["/manage/events", "/manage/event/5/orders", "/account/settings", "/welcome"]) {
      expect(await draw(url, fakeApi({})), url).toBeNull();
      expect(addressStatus(url), url).toBe(200);
    }
  });
});

describe("the public organiser page drawn on the server", () => {
  const organizer = {
    id: 3,
    name: "Gite Lagoon",
    slug: "gite-lagoon",
    status: "LIVE",
    description: "Boat trips around the lagoon.",
    images: [
      {
        id: 4,
        url: "/api/uploads/logo.png",
        type: "ORGANIZER_LOGO",
        width: 512,
        height: 512,
        variants: [
          { url: "/api/uploads/logo-512w.webp", width: 512, height: 512, mime_type: "image/webp" },
          { url: "/api/uploads/logo-480w.webp", width: 480, height: 480, mime_type: "image/webp" },
        ],
      },
    ],
    settings: { seo_description: "Trips by boat from Venice." },
  };
  function organizerApi() {
    return fakeApi({
      "GET public/organizers/3": { status: 200, body: { data: organizer } },
      "GET public/organizers/3/events": {
        status: 200,
        body: { data: [eventAnswer({ title: "Sunset cruise", slug: "sunset-cruise" })], meta: { total: 1 } },
      },
      "GET public/organizers/5": { status: 403, body: { message: "This page is protected" } },
    });
  }

  it("draws the organiser and their events, and hands the browser the same reads", async () => {
    const api = organizerApi();
    const result = await draw("/events/3/gite-lagoon", api);
    expect(result?.status).toBe(200);
    expect(result?.html).toContain("Gite Lagoon");
    expect(result?.html).toContain("Sunset cruise");
    expect(result?.html).toContain('href="/event/7/sunset-cruise"');
    expect(result?.head).toContain("<title>Gite Lagoon · Varco</title>");
    expect(result?.head).toContain('<meta property="og:type" content="profile">');
    expect(result?.head).toContain(
      '<meta property="og:image" content="https://tickets.example/api/uploads/logo.png">',
    );
    expect(result?.head).toContain('<meta name="description" content="Trips by boat from Venice.">');
    expect(result?.head).toContain(
      '<link rel="canonical" href="https://tickets.example/events/3/gite-lagoon">',
    );
    // The logo, drawn small, comes as its smallest copy, not the uploaded file; no cover, no preload.
    expect(result?.html).toContain('src="/api/uploads/logo-480w.webp"');
    expect(result?.html).not.toContain('src="/api/uploads/logo.png"');
    expect(result?.head).not.toContain('rel="preload" as="image"');
    // The page state carries both reads under their hooks' keys, and the "now" the list was made with.
    const state = JSON.parse(
      /<script id="varco-page" type="application\/json">(.*?)<\/script>/s.exec(result?.head ?? "")?.[1] ??
        "{}",
    );
    expect(Object.keys(state.props.fallback)).toHaveLength(2);
    expect(Date.parse(state.props.now)).not.toBeNaN();
    expect(api.calls.map((call) => call.path)).toEqual(["public/organizers/3", "public/organizers/3/events"]);
  });

  it("asks for its cover, its largest paint, at once", async () => {
    const api = organizerApi();
    api.handlers["GET public/organizers/3"] = {
      status: 200,
      body: { data: { ...organizer, images: [...organizer.images, { ...cover, type: "ORGANIZER_COVER" }] } },
    };
    const result = await draw("/events/3/gite-lagoon", api);
    expect(result?.head).toContain(
      '<link rel="preload" as="image" type="image/webp" imagesrcset="/api/uploads/c-960w.webp 960w" imagesizes="(min-width: 960px) 960px, 100vw" fetchpriority="high">',
    );
  });

  it("redirects a wrong slug for good, past events included, keeping the query", async () => {
    const result = await draw("/events/3/old/past-events?utm_source=x", organizerApi());
    expect(result).toMatchObject({ status: 301, location: "/events/3/gite-lagoon/past-events?utm_source=x" });
  });

  it("asks for the password of a protected page and tells search engines nothing", async () => {
    const result = await draw("/events/5/private", organizerApi());
    expect(result?.status).toBe(200);
    expect(result?.head).toContain('<meta name="robots" content="noindex">');
    expect(result?.head).not.toContain("og:title");
    expect(result?.html).toContain("Questa pagina è protetta");
    expect(result?.html).toContain('type="password"');
  });

  it("answers 404 for an organiser that is not there", async () => {
    const result = await draw("/events/9/nobody", organizerApi());
    expect(result?.status).toBe(404);
  });
});

describe("the sign-in page drawn on the server", () => {
  it("draws the form, titled in the visitor's language, with no read of the API", async () => {
    const api = fakeApi({});
    const result = await draw("/auth/login?lang=en", api);
    expect(result?.status).toBe(200);
    expect(result?.head).toContain("<title>Sign in · Varco</title>");
    expect(result?.html).toContain("Welcome back. Sign in to manage your events.");
    expect(result?.html).toContain('type="email"');
    // The words every drawn page shares, and the sign-in pages' own.
    expect(result?.modules).toEqual([
      "src/pages/LoginPage.tsx",
      "src/locales/en/pages.po",
      "src/locales/en/pages-auth.po",
    ]);
    expect(api.calls).toEqual([]);
  });

  it("says the password was changed when a reset link led here", async () => {
    const result = await draw("/auth/login?password_changed=1", fakeApi({}));
    expect(result?.html).toContain("La tua password è stata cambiata");
    const plain = await draw("/auth/login", fakeApi({}));
    expect(plain?.html).not.toContain("La tua password è stata cambiata");
  });
});

describe("the other sign-in pages drawn on the server", () => {
  it("draws registering and a forgotten password as forms", async () => {
    const register = await draw("/auth/register", fakeApi({}));
    expect(register?.status).toBe(200);
    expect(register?.head).toContain("<title>Crea un account · Varco</title>");
    expect(register?.html).toContain('name="password_confirmation"');
    const forgot = await draw("/auth/forgot-password", fakeApi({}));
    expect(forgot?.html).toContain('type="email"');
    expect(forgot?.head).toContain('<meta name="robots" content="noindex">');
  });

  it("checks a reset link on the server: a live one draws the form, a dead one says so", async () => {
    const api = fakeApi({ "GET auth/reset-password/live-token": { status: 200, body: {} } });
    const live = await draw("/auth/reset-password/live-token", api);
    expect(live?.status).toBe(200);
    expect(live?.html).toContain('name="password_confirmation"');
    expect(live?.head).toContain('<meta name="robots" content="noindex">');
    const dead = await draw("/auth/reset-password/old-token", api);
    expect(dead?.status).toBe(200);
    expect(dead?.html).toContain("Questo link non funziona più");
  });

  it("reads an invitation on the server: the invited person's form, or why it cannot be used", async () => {
    const api = fakeApi({
      "GET auth/invitation/good": {
        status: 200,
        body: {
          data: { id: 4, first_name: "Ada", last_name: "Rossi", email: "ada@example.com", locale: "it" },
        },
      },
      "GET auth/invitation/expired": { status: 410, body: { message: "Expired" } },
    });
    const good = await draw("/auth/accept-invitation/good", api);
    expect(good?.html).toContain("ada@example.com");
    const expired = await draw("/auth/accept-invitation/expired", api);
    expect(expired?.html).toContain("Questo invito è scaduto");
  });
});
