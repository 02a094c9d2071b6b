import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toasts } from "@varco/ui";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeApi, renderApp, userAnswer } from "../../test/renderApp";

const SLOW = 30_000;

const callsTo = (api: ReturnType<typeof fakeApi>, method: string, path: string) =>
  api.calls.filter((call) => call.method === method && call.path === path);

/** A fake `users/me` that keeps what `PUT users/me` saved, like the server. */
function profileApi(initial: Record<string, unknown> = {}, more: Parameters<typeof fakeApi>[0] = {}) {
  let me = userAnswer(initial);
  return fakeApi({
    "GET users/me": () => ({ status: 200, body: { data: me } }),
    "PUT users/me": ({ body }) => {
      const { email, ...rest } = body as Record<string, unknown>;
      const changesEmail = typeof email === "string" && email !== me.email;
      me = {
        ...me,
        ...rest,
        ...(changesEmail ? { has_pending_email_change: true, pending_email: email } : {}),
      } as typeof me;
      return { status: 200, body: { data: me } };
    },
    "DELETE users/1/email-change": () => {
      me = { ...me, has_pending_email_change: false, pending_email: null } as typeof me;
      return { status: 200, body: { data: me } };
    },
    ...more,
  });
}

/** A card of the page, found by its heading. */
async function card(name: string): Promise<HTMLElement> {
  const heading = await screen.findByRole("heading", { level: 2, name });
  return heading.closest("section") as HTMLElement;
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => toasts.clean());

describe("the profile", () => {
  it(
    "saves the names and time zone, and an email change waits for its link and can be cancelled",
    async () => {
      const api = profileApi();
      await renderApp("/manage/profile", { api });
      expect(await screen.findByRole("heading", { level: 1, name: "Your profile" })).toBeInTheDocument();
      const user = userEvent.setup();
      const last = screen.getByRole("textbox", { name: /Last name/ });
      await user.clear(last);
      await user.type(last, "Bianchi Rossi");
      const email = screen.getByRole("textbox", { name: /Email/ });
      await user.clear(email);
      await user.type(email, "giulia@viaggi.it");
      await user.click(within(await card("Personal details")).getByRole("button", { name: "Save" }));
      await waitFor(() => expect(callsTo(api, "PUT", "users/me")).toHaveLength(1));
      expect(callsTo(api, "PUT", "users/me")[0]!.body).toEqual({
        first_name: "Giulia",
        last_name: "Bianchi Rossi",
        email: "giulia@viaggi.it",
        timezone: "Europe/Rome",
        locale: "en",
      });
      expect(
        await screen.findByText(/Waiting for confirmation: open the link we sent to giulia@viaggi.it/),
      ).toBeInTheDocument();

      await user.click(screen.getByRole("button", { name: "Cancel the change" }));
      expect(await screen.findByText("The email change was cancelled.")).toBeInTheDocument();
      expect(callsTo(api, "DELETE", "users/1/email-change")).toHaveLength(1);
      await waitFor(() => expect(screen.queryByText(/Waiting for confirmation/)).not.toBeInTheDocument());
    },
    SLOW,
  );

  it(
    "saves a new language on the profile and switches the interface to it",
    async () => {
      const api = profileApi();
      await renderApp("/manage/profile", { api });
      const user = userEvent.setup();
      await user.click(await screen.findByRole("button", { name: /Language of the interface/ }));
      await user.click(await screen.findByRole("option", { name: "Italiano" }));
      await waitFor(() => expect(callsTo(api, "PUT", "users/me")).toHaveLength(1));
      expect(callsTo(api, "PUT", "users/me")[0]!.body).toMatchObject({
        locale: "it",
        email: "giulia@example.com",
      });
      await waitFor(() => expect(document.documentElement.lang).toBe("it"));
    },
    SLOW,
  );

  it(
    "changes the password only when the confirmation matches",
    async () => {
      const api = profileApi();
      await renderApp("/manage/profile", { api });
      const user = userEvent.setup();
      const form = await card("Password");
      await user.type(within(form).getByLabelText(/Current password/), "vecchia-password");
      await user.type(within(form).getByLabelText(/^New password/), "nuova-password-1");
      await user.type(within(form).getByLabelText(/Confirm new password/), "nuova-password-2");
      await user.click(within(form).getByRole("button", { name: "Change the password" }));
      expect(await within(form).findByText("The passwords do not match.")).toBeInTheDocument();
      expect(callsTo(api, "PUT", "users/me")).toHaveLength(0);

      const confirmation = within(form).getByLabelText(/Confirm new password/);
      await user.clear(confirmation);
      await user.type(confirmation, "nuova-password-1");
      await user.click(within(form).getByRole("button", { name: "Change the password" }));
      await waitFor(() => expect(callsTo(api, "PUT", "users/me")).toHaveLength(1));
      expect(callsTo(api, "PUT", "users/me")[0]!.body).toEqual({
        current_password: "vecchia-password",
        password: "nuova-password-1",
        password_confirmation: "nuova-password-1",
      });
      expect(await screen.findByText("Your password was changed.")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "shows the server's refusal of a wrong current password next to it",
    async () => {
      const api = profileApi(
        {},
        {
          "PUT users/me": {
            status: 422,
            body: {
              message: "The given data was invalid.",
              errors: { current_password: ["The current password is not correct."] },
            },
          },
        },
      );
      await renderApp("/manage/profile", { api });
      const user = userEvent.setup();
      const form = await card("Password");
      await user.type(within(form).getByLabelText(/Current password/), "sbagliata-1");
      await user.type(within(form).getByLabelText(/^New password/), "nuova-password-1");
      await user.type(within(form).getByLabelText(/Confirm new password/), "nuova-password-1");
      await user.click(within(form).getByRole("button", { name: "Change the password" }));
      expect(await within(form).findByText("The current password is not correct.")).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "confirms an unverified address with the 6-digit code",
    async () => {
      const api = profileApi(
        { is_email_verified: false },
        { "POST users/1/confirm-email-with-code": { status: 200, body: { message: "Email confirmed." } } },
      );
      await renderApp("/manage/profile", { api });
      const verify = await card("Confirm your email address");
      const user = userEvent.setup();
      await user.type(within(verify).getByRole("textbox", { name: /Code/ }), "12ab");
      await user.click(within(verify).getByRole("button", { name: "Confirm" }));
      expect(await within(verify).findByText("Enter the 6 digits from the email.")).toBeInTheDocument();
      expect(callsTo(api, "POST", "users/1/confirm-email-with-code")).toHaveLength(0);

      const code = within(verify).getByRole("textbox", { name: /Code/ });
      await user.clear(code);
      await user.type(code, "482913");
      await user.click(within(verify).getByRole("button", { name: "Confirm" }));
      await waitFor(() => expect(callsTo(api, "POST", "users/1/confirm-email-with-code")).toHaveLength(1));
      expect(callsTo(api, "POST", "users/1/confirm-email-with-code")[0]!.body).toEqual({ code: "482913" });
      expect(await screen.findByText("Your email address is confirmed.")).toBeInTheDocument();
    },
    SLOW,
  );
});

describe("the email links", () => {
  it("applies an email change from its link once", async () => {
    const api = profileApi(
      {},
      {
        "POST users/1/email-change/tok-123": {
          status: 200,
          body: { data: userAnswer({ email: "giulia@viaggi.it" }) },
        },
      },
    );
    await renderApp("/manage/profile/confirm-email-change/tok-123", { api });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your email address was changed" }),
    ).toBeInTheDocument();
    expect(screen.getByText("From now on you sign in with giulia@viaggi.it.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your profile" })).toHaveAttribute(
      "href",
      "/manage/profile",
    );
    expect(callsTo(api, "POST", "users/1/email-change/tok-123")).toHaveLength(1);
  });

  it("says why an email change link did not work", async () => {
    const api = profileApi(
      {},
      { "POST users/1/email-change/tok-123": { status: 409, body: { message: "Conflict" } } },
    );
    await renderApp("/manage/profile/confirm-email-change/tok-123", { api });
    expect(
      await screen.findByRole("heading", { level: 1, name: "The email address was not changed" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Another account uses this address now/)).toBeInTheDocument();
  });

  it("never leads off this site from the confirmation link", async () => {
    const api = profileApi(
      { is_email_verified: false },
      { "POST users/1/confirm-email/tok": { status: 204 } },
    );
    await renderApp("/manage/profile/confirm-email-address/tok?next=%2F%2Fevil.example", { api });
    await screen.findByRole("heading", { level: 1, name: "Your email address is confirmed" });
    expect(screen.getByRole("link", { name: /Continue where you were/ })).toHaveAttribute(
      "href",
      "/manage/events",
    );
  });

  it("confirms the address from the confirmation link, or says the link expired", async () => {
    const api = profileApi(
      { is_email_verified: false },
      { "POST users/1/confirm-email/good": { status: 204 } },
    );
    await renderApp("/manage/profile/confirm-email-address/good?next=%2Fmanage%2Fevent%2F7%2Fsettings", {
      api,
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your email address is confirmed" }),
    ).toBeInTheDocument();
    // Back to the page the person asked from; never off this site.
    expect(screen.getByRole("link", { name: /Continue where you were/ })).toHaveAttribute(
      "href",
      "/manage/event/7/settings",
    );

    api.handlers["POST users/1/confirm-email/old"] = { status: 400, body: { message: "Expired" } };
    await renderApp("/manage/profile/confirm-email-address/old", { api });
    expect(
      await screen.findByRole("heading", { level: 1, name: "The email address was not confirmed" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This link has expired or is not valid/)).toBeInTheDocument();
  });
});
