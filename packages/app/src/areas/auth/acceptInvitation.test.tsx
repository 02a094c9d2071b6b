import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { localeStorageKey } from "../../i18n/localeChoice";
import { fakeApi, renderApp, userAnswer } from "../../test/renderApp";

const SLOW = 30_000;

/** An invitation made by a German-speaking admin of an account in Berlin. */
function invitationApi() {
  return fakeApi({
    "GET auth/invitation/a-token": {
      status: 200,
      body: {
        data: userAnswer({
          first_name: "Ida",
          email: "ida@example.com",
          status: "INVITED",
          locale: "de",
          timezone: "Europe/Berlin",
        }),
      },
    },
    "POST auth/invitation/a-token": { status: 204 },
  });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe("accepting an invitation", () => {
  it(
    "speaks the inviter's language and joins in the account's time zone",
    async () => {
      const api = invitationApi();
      await renderApp("/auth/accept-invitation/a-token", { api });
      expect(await screen.findByRole("button", { name: "Dem Konto beitreten" })).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 1, name: "Einladung annehmen" })).toBeInTheDocument();

      const user = userEvent.setup();
      const field = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
      await user.type(field("password"), "a long enough password");
      await user.type(field("password_confirmation"), "a long enough password");
      await user.click(screen.getByRole("button", { name: "Dem Konto beitreten" }));
      await waitFor(() =>
        expect(api.calls.filter((call) => call.method === "POST")[0]?.body).toMatchObject({
          first_name: "Ida",
          timezone: "Europe/Berlin",
        }),
      );
    },
    SLOW,
  );

  it(
    "keeps the language this device already chose",
    async () => {
      localStorage.setItem(localeStorageKey, "en");
      await renderApp("/auth/accept-invitation/a-token", { api: invitationApi() });
      // The form, not the card shown while the invitation loads.
      expect(await screen.findByRole("button", { name: "Join the account" })).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 1, name: "Accept the invitation" })).toBeInTheDocument();
      // Adopting a language stores it at once: the device's choice is untouched.
      expect(localStorage.getItem(localeStorageKey)).toBe("en");
    },
    SLOW,
  );
});
