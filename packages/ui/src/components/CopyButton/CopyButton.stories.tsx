import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { CopyButton } from "./CopyButton";

const meta = {
  title: "Actions/CopyButton",
  component: CopyButton,
  args: { value: "https://tickets.varco.example/e/festival-2025", onCopy: fn(), onCopyError: fn() },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's clipboard is replaced so the story does not depend on browser permissions. */
const withClipboard = (writeText: (text: string) => Promise<void>) => () => {
  const spy = spyOn(navigator.clipboard, "writeText").mockImplementation(writeText);
  return () => spy.mockRestore();
};

/** Copies, then shows "Copied" with a check and announces it. */
export const Default: Story = {
  beforeEach: withClipboard(() => Promise.resolve()),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button");
    const idleName = button.textContent;
    await userEvent.click(button);
    await expect(args.onCopy).toHaveBeenCalledWith(args.value);
    await waitFor(() => expect(button.textContent).not.toBe(idleName));
    await expect(canvasElement.querySelector("[aria-live=polite]")?.textContent).not.toBe("");
  },
};

export const IconOnly: Story = { args: { iconOnly: true } };

export const IconOnlyCopied: Story = {
  ...Default,
  args: { iconOnly: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button"));
    await expect(args.onCopy).toHaveBeenCalledOnce();
  },
};

/** The clipboard refuses: nothing claims it was copied. */
export const ClipboardRefused: Story = {
  beforeEach: withClipboard(() => Promise.reject(new Error("denied"))),
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole("button");
    const idleName = button.textContent;
    await userEvent.click(button);
    await waitFor(() => expect(args.onCopyError).toHaveBeenCalledOnce());
    await expect(button.textContent).toBe(idleName);
    await expect(canvasElement.querySelector("[aria-live=polite]")?.textContent).toBe("");
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12, alignItems: "center" }}>
      <CopyButton {...args} size="sm" />
      <CopyButton {...args} size="md" />
      <CopyButton {...args} size="lg" />
      <CopyButton {...args} size="md" iconOnly />
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: "flex", gap: 12, alignItems: "center", flexWrap: "wrap" }}>
      {(["primary", "secondary", "neutral", "danger"] as const).map((tone) => (
        <CopyButton key={tone} {...args} tone={tone} label={`Copia (${tone})`} />
      ))}
    </div>
  ),
};

export const Disabled: Story = { args: { isDisabled: true } };

export const CustomLabels: Story = { args: { label: "Copia link", copiedLabel: "Link copiato" } };
