import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { NativeInput } from "../NativeInput/NativeInput";
import { NativeForm } from "./NativeForm";

describe("NativeForm", () => {
  it("is a plain form the browser does not check, in the server's markup", () => {
    const html = renderToString(
      <NativeForm method="post">
        <NativeInput name="email" label="Email" required />
      </NativeForm>,
    );
    expect(html).toMatch(/^<form[^>]*novalidate=""/iu);
    expect(html).toMatch(/^<form[^>]*method="post"/u);
  });

  it("submits with Enter even with a required field empty: the page checks it", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <NativeForm onSubmit={onSubmit}>
        <NativeInput name="email" label="Email" required />
      </NativeForm>,
    );
    await userEvent.setup().type(screen.getByRole("textbox", { name: "Email" }), "{Enter}");
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("announces the server's message and the refusals of fields it has no control for, not the others", () => {
    render(
      <NativeForm
        serverErrors={{
          message: "The order could not be saved.",
          errors: { email: ["Enter a valid email address."], "order.questions.3": ["Check your answer."] },
        }}
      >
        <NativeInput name="email" label="Email" />
      </NativeForm>,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The order could not be saved.");
    expect(alert).toHaveTextContent("Check your answer.");
    expect(alert).not.toHaveTextContent("Enter a valid email address.");
  });
});
