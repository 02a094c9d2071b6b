import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { stringsFor } from "../../i18n/strings";
import { itSupportsConformance } from "../../test/conformance";
import { ThemeProvider } from "../../theme/ThemeProvider";
import { PasswordField } from "./PasswordField";

const passwordInput = () => screen.getByLabelText("Password") as HTMLInputElement;

describe("PasswordField", () => {
  itSupportsConformance({
    render: (props) => <PasswordField {...props} label="Password" />,
    refType: HTMLDivElement,
    label: "Password",
  });

  it("hides what is typed until the user reveals it, and hides it again", async () => {
    render(<PasswordField label="Password" />);
    await userEvent.type(passwordInput(), "s3cret");
    expect(passwordInput()).toHaveAttribute("type", "password");
    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(passwordInput()).toHaveAttribute("type", "text");
    await userEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(passwordInput()).toHaveAttribute("type", "password");
    expect(passwordInput()).toHaveValue("s3cret");
  });

  it("keeps focus in the input when the toggle is clicked", async () => {
    render(<PasswordField label="Password" />);
    await userEvent.type(passwordInput(), "abc");
    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(passwordInput()).toHaveFocus();
    await userEvent.keyboard("d");
    expect(passwordInput()).toHaveValue("abcd");
  });

  it("can be toggled from the keyboard alone", async () => {
    render(<PasswordField label="Password" />);
    await userEvent.tab();
    expect(passwordInput()).toHaveFocus();
    await userEvent.tab();
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(passwordInput()).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Hide password" })).toHaveFocus();
  });

  it("passes autoComplete through, defaulting to current-password", () => {
    const { unmount } = render(<PasswordField label="Password" />);
    expect(passwordInput()).toHaveAttribute("autocomplete", "current-password");
    unmount();
    render(<PasswordField label="Password" autoComplete="new-password" />);
    expect(passwordInput()).toHaveAttribute("autocomplete", "new-password");
  });

  it("takes the toggle's names from props over the locale strings", async () => {
    render(<PasswordField label="Password" showPasswordLabel="Reveal" hidePasswordLabel="Conceal" />);
    await userEvent.click(screen.getByRole("button", { name: "Reveal" }));
    expect(screen.getByRole("button", { name: "Conceal" })).toBeInTheDocument();
  });

  it("names the toggle in the provider's locale", () => {
    const italian = stringsFor("it").showPassword;
    expect(italian).not.toBe(stringsFor("en").showPassword);
    render(
      <ThemeProvider locale="it-IT">
        <PasswordField label="Password" />
      </ThemeProvider>,
    );
    expect(screen.getByRole("button", { name: italian })).toBeInTheDocument();
  });

  it("disables the toggle with the field", async () => {
    render(<PasswordField label="Password" isDisabled />);
    expect(screen.getByRole("button", { name: "Show password" })).toBeDisabled();
  });
});
