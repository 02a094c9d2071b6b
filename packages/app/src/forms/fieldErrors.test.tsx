import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeApi, renderApp } from "../test/renderApp";

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("a request the server refuses as cross-origin", () => {
  it("is explained on the sign-in form in words, not as 'something went wrong'", async () => {
    const api = fakeApi({
      "GET users/me": { status: 401, body: { message: "Unauthenticated." } },
      "POST auth/login": {
        status: 403,
        body: { message: "Cross-origin requests are not allowed.", code: "cross_origin" },
      },
    });
    await renderApp("/auth/login", { api });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Email" }), "giulia@example.com");
    await user.type(screen.getByLabelText(/^Password/, { selector: "input" }), "a-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "The server does not accept requests from the address this page was opened at.",
    );
    expect(alert).not.toHaveTextContent("Something went wrong");
  });
});
