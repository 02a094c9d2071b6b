import type { Meta, StoryObj } from "@storybook/react-vite";
import { type FormEvent, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { Checkbox } from "../Checkbox";
import { PasswordField } from "../PasswordField";
import { TextField } from "../TextField";
import { Form, type FormProps, type ServerErrors } from "./Form";

/** What the API answers with status 422 in these stories. */
const signInRefused: ServerErrors = {
  message: "Some details need another look.",
  errors: {
    email: ["No account uses this email address."],
    password: ["The password must be at least 12 characters."],
  },
};

function SignInForm(props: FormProps) {
  return (
    <Form {...props} style={{ maxWidth: 360 }}>
      <TextField name="email" type="email" label="Email" autoComplete="email" isRequired />
      <PasswordField name="password" label="Password" isRequired />
      <Checkbox name="remember">Keep me signed in</Checkbox>
      <div>
        <Button type="submit">Sign in</Button>
      </div>
    </Form>
  );
}

/** Submits to a pretend API that refuses the first attempt with a 422. */
function SignInWithServer({ onSubmit, ...props }: FormProps) {
  const [serverErrors, setServerErrors] = useState<ServerErrors | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.(event);
    // No pending button here: react-aria's pending announcement outlives the story and would
    // trip axe in the next one (an empty live-region image labelled by a removed button).
    setTimeout(() => setServerErrors(signInRefused), 50);
  };
  return (
    <Form {...props} onSubmit={submit} serverErrors={serverErrors} style={{ maxWidth: 360 }}>
      <TextField name="email" type="email" label="Email" autoComplete="email" />
      <PasswordField name="password" label="Password" />
      <div>
        <Button type="submit">Sign in</Button>
      </div>
    </Form>
  );
}

const meta = {
  title: "Forms/Form",
  component: Form,
  args: { onSubmit: fn((event: FormEvent<HTMLFormElement>) => event.preventDefault()) },
  render: (args) => <SignInForm {...args} />,
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Submitting shows the server's 422 answer: each reason under its field, the message on top. */
export const SubmitShowsServerErrors: Story = {
  render: (args) => <SignInWithServer {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole("textbox", { name: "Email" });
    await userEvent.type(email, "ada@example.com");
    await userEvent.type(canvas.getByLabelText("Password"), "short");
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Some details need another look.");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("No account uses this email address.");
    await expect(canvas.getByLabelText("Password")).toHaveAccessibleDescription(
      "The password must be at least 12 characters.",
    );
    // Editing a field clears its server error.
    await userEvent.type(email, "{Backspace}");
    await userEvent.tab();
    await waitFor(() => expect(email).not.toHaveAttribute("aria-invalid"));
  },
};

export const WithServerErrors: Story = { args: { serverErrors: signInRefused } };

/** Errors for fields the form does not show are listed in the summary. */
export const ErrorsWithoutAField: Story = {
  args: {
    serverErrors: {
      message: "We could not sign you in.",
      errors: { captcha: ["The security check expired. Try again."], email: ["Confirm your email first."] },
    },
  },
};

export const LongMessage: Story = {
  args: {
    serverErrors: {
      message: "Ildatoinseritononèvalidoperchéilrivenditorehadisattivatolaccessoconquestoindirizzo",
      errors: {
        email: ["Unmessaggiodierroremoltolungochenonhaspaziemaiunpuntoincuiandareacapo"],
        tenant: ["Unaltromessaggiolunghissimosenzaspazichedeveandareacapocomunque"],
      },
    },
  },
};
