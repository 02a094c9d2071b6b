import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { Button } from "../Button";
import { PasswordField } from "../PasswordField";
import { TextField } from "../TextField";
import { Form, type FormProps, type ServerErrors } from "./Form";

const SignIn = (props: Partial<FormProps>) => (
  <Form {...props}>
    <TextField name="email" label="Email" />
    <PasswordField name="password" label="Password" />
    <Button type="submit">Sign in</Button>
  </Form>
);

const response: ServerErrors = {
  message: "The given data was invalid.",
  errors: {
    email: ["This email has no account."],
    password: ["The password is too short.", "The password needs a number."],
  },
};

/** Holds server errors in state, as an app does, and can re-render the form on demand. */
function ResubmittingForm() {
  const [errors, setErrors] = useState<ServerErrors | null>(response);
  const [renders, setRenders] = useState(0);
  return (
    <>
      <SignIn serverErrors={errors} data-renders={renders} />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Re-render
      </button>
      <button type="button" onClick={() => setErrors({ errors: { email: ["Still wrong."] } })}>
        Submit again
      </button>
    </>
  );
}

describe("Form", () => {
  itSupportsConformance({
    render: (props) => <SignIn {...props} />,
    refType: HTMLFormElement,
  });

  it("shows each server error under its field and marks the field invalid", () => {
    render(<SignIn serverErrors={response} />);
    const email = screen.getByRole("textbox", { name: "Email" });
    const password = screen.getByLabelText("Password");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("This email has no account.");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription("The password is too short. The password needs a number.");
  });

  it("announces the server's message at the top", () => {
    render(<SignIn serverErrors={response} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The given data was invalid.");
    expect(alert.parentElement!.firstElementChild).toBe(alert);
  });

  it("announces a new response again, even with the same message", () => {
    const { rerender } = render(<SignIn serverErrors={response} />);
    const first = screen.getByRole("alert");
    rerender(<SignIn serverErrors={{ ...response }} />);
    expect(screen.getByRole("alert")).not.toBe(first);
    expect(screen.getByRole("alert")).toHaveTextContent("The given data was invalid.");
  });

  it("lists in the summary the errors of fields the form does not show", () => {
    render(
      <SignIn
        serverErrors={{ message: "Check the form.", errors: { email: ["Taken."], captcha: ["Expired."] } }}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Expired.");
    expect(alert).not.toHaveTextContent("Taken.");
  });

  it("shows no summary without server errors", () => {
    render(<SignIn />);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Email" })).not.toHaveAttribute("aria-invalid");
  });

  it("clears a field's server error once the user edits it", async () => {
    render(<SignIn serverErrors={response} />);
    const email = screen.getByRole("textbox", { name: "Email" });
    await userEvent.type(email, "ada@example.com");
    await userEvent.tab();
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("This email has no account.")).toBeNull();
    // The other field keeps its error.
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
  });

  it("keeps a cleared error cleared when the form re-renders, and shows new errors again", async () => {
    render(<ResubmittingForm />);
    const email = screen.getByRole("textbox", { name: "Email" });
    await userEvent.type(email, "x");
    await userEvent.tab();
    // A later render of the form must not bring the cleared error back.
    await userEvent.click(screen.getByRole("button", { name: "Re-render" }));
    expect(email).not.toHaveAttribute("aria-invalid");
    await userEvent.click(screen.getByRole("button", { name: "Submit again" }));
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Still wrong.");
  });

  it("submits without the browser's own validation getting in the way", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Form onSubmit={onSubmit}>
        <TextField name="email" label="Email" type="email" defaultValue="not an email" />
        <Button type="submit">Send</Button>
      </Form>,
    );
    expect(screen.getByRole("button", { name: "Send" }).closest("form")).toHaveAttribute("novalidate");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
