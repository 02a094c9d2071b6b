import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type ApiServer, startApiServer } from "../test/apiServer";
import { ApiError } from "./apiError";
import { checkInListsApi, createApiClient, createTransport } from "./index";

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  server.handle(() => ({ json: { data: {} } }));
});

const page = { data: [], meta: { current_page: 1, from: null, path: "", per_page: 20, to: null }, links: {} };

describe("query encoding", () => {
  it("sends page 1 and 20 per page when a list is asked without them", async () => {
    server.handle(() => ({ json: page }));
    await createApiClient({ baseUrl: server.baseUrl }).events.list();

    const [request] = server.requests;
    expect(request!.path).toBe("events");
    expect(Object.fromEntries(request!.query)).toEqual({ page: "1", per_page: "20" });
  });

  it("spells filters as filter_fields[field][operator], lists comma-separated", async () => {
    server.handle(() => ({ json: page }));
    await createApiClient({ baseUrl: server.baseUrl }).orders.list(4, {
      page: 3,
      per_page: 50,
      query: "rossi",
      sort_by: "created_at",
      sort_direction: "desc",
      filter_fields: {
        status: { in: ["COMPLETED", "CANCELLED"], ne: "RESERVED" },
        total_gross: { gte: 10 },
        email: { not_like: "test" },
      },
    });

    const [request] = server.requests;
    expect(request!.path).toBe("events/4/orders");
    expect(Object.fromEntries(request!.query)).toEqual({
      page: "3",
      per_page: "50",
      query: "rossi",
      sort_by: "created_at",
      sort_direction: "desc",
      "filter_fields[status][in]": "COMPLETED,CANCELLED",
      "filter_fields[status][ne]": "RESERVED",
      "filter_fields[total_gross][gte]": "10",
      "filter_fields[email][not_like]": "test",
    });
  });

  it("leaves out parameters that are not given and encodes path segments", async () => {
    server.handle(() => ({ json: { valid: true } }));
    const client = createApiClient({ baseUrl: `${server.baseUrl}/` });
    await client.events.getPublic(8);
    await client.promoCodes.validatePublic(8, "early bird/50%");

    expect(server.requests[0]!.path).toBe("public/events/8");
    expect([...server.requests[0]!.query]).toEqual([]);
    expect(server.requests[1]!.path).toBe("public/events/8/promo-codes/early%20bird%2F50%25");
  });
});

describe("cookies", () => {
  it("sends credentials on every call, so the session cookie travels", async () => {
    // Node's fetch keeps no cookies; this wrapper plays the browser's cookie jar, which only
    // attaches cookies when the request says `credentials: "include"`.
    const jar = new Map<string, string>();
    const inits: RequestInit[] = [];
    const browserFetch: typeof fetch = async (input, init = {}) => {
      inits.push(init);
      const headers = new Headers(init.headers);
      if (init.credentials === "include" && jar.size > 0) {
        headers.set("Cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
      }
      const response = await fetch(input, { ...init, headers });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ""] = cookie.split(";");
        const [name = "", value = ""] = pair.split("=");
        jar.set(name, value);
      }
      return response;
    };
    server.handle((request) =>
      request.path === "auth/login"
        ? {
            json: { token: null, token_type: "bearer", expires_in: 604800, user: {}, accounts: [] },
            headers: { "Set-Cookie": "token=opaque-session; HttpOnly; SameSite=Lax; Path=/" },
          }
        : { json: { data: { id: 1, email: "ada@example.com" } } },
    );
    const client = createApiClient({ baseUrl: server.baseUrl, fetch: browserFetch });

    await client.auth.login({ email: "ada@example.com", password: "correct horse" });
    const me = await client.users.getCurrent();

    expect(inits.map((init) => init.credentials)).toEqual(["include", "include"]);
    expect(server.requests[0]!.headers.cookie).toBeUndefined();
    expect(server.requests[1]!.headers.cookie).toBe("token=opaque-session");
    expect(me).toEqual({ id: 1, email: "ada@example.com" });
  });
});

describe("errors", () => {
  it("turns a 422 into an ApiError with the field errors", async () => {
    server.handle(() => ({
      status: 422,
      json: {
        message: "The email field is required. (and 1 more error)",
        errors: {
          email: ["The email field is required."],
          "products.0.quantities.1.price_id": ["Invalid price."],
        },
      },
    }));
    const error = await createApiClient({ baseUrl: server.baseUrl })
      .auth.register({ first_name: "Ada", email: "", password: "x", password_confirmation: "x" })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.isValidationError).toBe(true);
    expect(apiError.message).toBe("The email field is required. (and 1 more error)");
    expect(apiError.fieldErrors).toEqual({
      email: ["The email field is required."],
      "products.0.quantities.1.price_id": ["Invalid price."],
    });
    expect(apiError.errorsFor("email")).toEqual(["The email field is required."]);
  });

  it.each([401, 403])("tells onAuthError about a %i", async (status) => {
    server.handle(() => ({ status, json: { message: "Unauthenticated." } }));
    const onAuthError = vi.fn();
    const error = await createApiClient({ baseUrl: server.baseUrl, onAuthError })
      .events.get(1)
      .catch((caught: unknown) => caught);

    expect(onAuthError).toHaveBeenCalledExactlyOnceWith(status);
    expect(error).toMatchObject({ status, message: "Unauthenticated.", fieldErrors: {} });
  });

  it.each([404, 409, 422, 500])("does not call onAuthError for a %i", async (status) => {
    server.handle(() => ({ status, json: { message: "No." } }));
    const onAuthError = vi.fn();
    await expect(
      createApiClient({ baseUrl: server.baseUrl, onAuthError }).events.get(1),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onAuthError).not.toHaveBeenCalled();
  });

  it("uses the status text when an error has no body (a bare 404)", async () => {
    server.handle(() => ({ status: 404 }));
    await expect(createApiClient({ baseUrl: server.baseUrl }).events.getPublic(1)).rejects.toMatchObject({
      status: 404,
      message: "Not Found",
      body: undefined,
    });
  });

  it("keeps only object-shaped field errors (Hi.Events sends `errors: []` when there are none)", async () => {
    server.handle(() => ({ status: 422, json: { message: "Bad.", errors: [] } }));
    await expect(createApiClient({ baseUrl: server.baseUrl }).events.get(1)).rejects.toMatchObject({
      status: 422,
      fieldErrors: {},
    });
  });

  it("reports an unreachable server as status 0", async () => {
    const closed = await startApiServer();
    const { baseUrl } = closed;
    await closed.close();
    const error = await createApiClient({ baseUrl })
      .events.get(1)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, isNetworkError: true });
  });
});

describe("envelopes", () => {
  it("unwraps { data } for one resource and keeps { data, meta, links } for a page", async () => {
    const meta = {
      current_page: 2,
      from: 21,
      last_page: 3,
      path: "/events",
      per_page: 20,
      to: 40,
      total: 55,
    };
    const links = { first: "f", last: "l", prev: "p", next: "n" };
    server.handle((request) =>
      request.path === "events"
        ? { json: { data: [{ id: 1 }], meta, links } }
        : { json: { data: { id: 2 } } },
    );
    const client = createApiClient({ baseUrl: server.baseUrl });

    await expect(client.events.get(2)).resolves.toEqual({ id: 2 });
    await expect(client.events.list({ page: 2 })).resolves.toEqual({ data: [{ id: 1 }], meta, links });
  });

  it("resolves empty on 204 and takes report rows as a bare array", async () => {
    server.handle((request) =>
      request.method === "DELETE" ? { status: 204 } : { json: [{ product_id: 1 }] },
    );
    const client = createApiClient({ baseUrl: server.baseUrl });

    await expect(client.events.delete(3)).resolves.toBeUndefined();
    await expect(client.reports.getEventReport(3, "product_sales")).resolves.toEqual([{ product_id: 1 }]);
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      "DELETE events/3",
      "GET events/3/reports/product_sales",
    ]);
  });

  it("sends JSON bodies with a JSON content type", async () => {
    await createApiClient({ baseUrl: server.baseUrl }).events.updateStatus(3, { status: "PAUSED" });
    const [request] = server.requests;
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(request!.text)).toEqual({ status: "PAUSED" });
  });

  it("downloads files as blobs", async () => {
    server.handle(() => ({ text: "xlsx-bytes", headers: { "Content-Type": "application/octet-stream" } }));
    const file = await createApiClient({ baseUrl: server.baseUrl }).attendees.export(3);
    expect(file).toBeInstanceOf(Blob);
    await expect(file.text()).resolves.toBe("xlsx-bytes");
  });
});

describe("image upload", () => {
  it("posts multipart with the image and type EVENT_COVER unless told otherwise", async () => {
    server.handle(() => ({ json: { data: { id: 9, type: "EVENT_COVER" } } }));
    const client = createApiClient({ baseUrl: server.baseUrl });
    const image = new File([new Uint8Array([137, 80, 78, 71])], "cover.png", { type: "image/png" });

    await expect(client.images.uploadForEvent(3, { image })).resolves.toEqual({ id: 9, type: "EVENT_COVER" });
    await client.images.uploadForEvent(3, { image, type: "TICKET_LOGO" });

    const forms = await Promise.all(
      server.requests.map((request) =>
        new Response(new Uint8Array(request.body), {
          headers: { "Content-Type": String(request.headers["content-type"]) },
        }).formData(),
      ),
    );
    expect(server.requests[0]!.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(forms.map((form) => form.get("type"))).toEqual(["EVENT_COVER", "TICKET_LOGO"]);
    const sent = forms[0]!.get("image") as File;
    expect(sent.name).toBe("cover.png");
    expect(sent.type).toBe("image/png");
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });
});

describe("the door's call alone", () => {
  it("posts the device's scans to the list's door and unwraps the answer, with a transport of its own", async () => {
    const answer = { list: { short_id: "cil_a b" }, cursor: "7", results: [] };
    server.handle(() => ({ json: { data: answer } }));
    const door = checkInListsApi(createTransport({ baseUrl: server.baseUrl })).door;
    const body = {
      device: { id: "device-0001", name: "Cancello 1" },
      since: "6",
      scans: [
        {
          id: "scan-0001",
          code: "A-7K2M9QX",
          action: "check-in" as const,
          scanned_at: "2030-07-12T18:41:00Z",
          offline: true,
        },
      ],
      undo: ["ci_1"],
    };

    await expect(door("cil_a b", body)).resolves.toEqual(answer);
    const [request] = server.requests;
    expect([request!.method, request!.path]).toEqual(["POST", "public/check-in-lists/cil_a%20b/door"]);
    expect(JSON.parse(request!.text)).toEqual(body);
  });
});
