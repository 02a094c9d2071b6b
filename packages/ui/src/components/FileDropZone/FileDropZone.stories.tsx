import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FileDropZone } from "./FileDropZone";

/** A small valid PNG (1×1 pixel), so previews render for real in the browser. */
const pixelPng = () =>
  new File(
    [
      Uint8Array.from(
        atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII="),
        (c) => c.charCodeAt(0),
      ),
    ],
    "cover.png",
    { type: "image/png" },
  );

/** An inline SVG stands in for an image the server already has. */
const savedImage = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#40296C"/><circle cx="48" cy="40" r="18" fill="#F2A541"/></svg>',
)}`;

/** Drag events as the browser sends them, carrying one file. */
function dragFile(target: Element, file: File, types: ("dragenter" | "dragover" | "drop")[]) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  for (const type of types) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
}

/**
 * Chromium gives files added by script no file-system entry, and react-aria skips items without
 * one; for the length of `run`, report every dragged item as a plain file, as a real drag does.
 */
async function withScriptedFileEntries(run: () => Promise<void>) {
  const original = DataTransferItem.prototype.webkitGetAsEntry;
  DataTransferItem.prototype.webkitGetAsEntry = () =>
    ({ isFile: true, isDirectory: false }) as FileSystemEntry;
  try {
    await run();
  } finally {
    DataTransferItem.prototype.webkitGetAsEntry = original;
  }
}

const meta = {
  title: "Forms/FileDropZone",
  component: FileDropZone,
  args: { label: "Event cover", onSelect: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The "choose a file" button is reached with Tab (after the drop target, which takes paste). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "choose a file" })).toHaveFocus();
  },
};

/** Dragging a file over the zone highlights it; dropping an image previews it. */
export const DropAnImage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dropZone = canvas.getByText(/Drop an image here or/).closest("[data-rac]")!;
    await withScriptedFileEntries(async () => {
      dragFile(dropZone, pixelPng(), ["dragenter", "dragover"]);
      await waitFor(() => expect(dropZone).toHaveAttribute("data-drop-target"));
      dragFile(dropZone, pixelPng(), ["drop"]);
      await waitFor(() => expect(args.onSelect).toHaveBeenCalledOnce());
    });
    await expect(canvas.getByRole("img")).toBeVisible();
    await expect(dropZone).not.toHaveAttribute("data-drop-target");
  },
};

export const WithSavedImage: Story = { args: { value: savedImage } };

/** Picking a file through the hidden input: the preview replaces the placeholder. */
export const ChosenImage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, pixelPng());
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("img")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove file" }));
    await expect(canvas.queryByRole("img")).toBeNull();
    await expect(canvas.getByRole("button", { name: "choose a file" })).toHaveFocus();
  },
};

export const WithDescription: Story = {
  args: { description: "Shown at the top of the event page, cropped to 16:9." },
};

/** A file of the wrong type is refused with a message read out at once. */
export const WrongType: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const pdf = new File(["%PDF-1.4"], "programme.pdf", { type: "application/pdf" });
    await userEvent.upload(input, pdf, { applyAccept: false });
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(canvas.getByRole("alert")).toBeVisible();
  },
};

/** Over `maxBytes` (here 1 kB so the story stays small). */
export const TooLarge: Story = {
  args: { maxBytes: 1024 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([new Uint8Array(4096)], "big.png", { type: "image/png" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("1 kB");
  },
};

export const Invalid: Story = { args: { isInvalid: true, errorMessage: "The upload failed. Try again." } };

export const Disabled: Story = { args: { isDisabled: true, value: savedImage } };

export const LongLabel: Story = {
  args: {
    label: "Immaginedicopertinadelleventochecompareinaltonellapaginapubblica",
    description: "Unaspiegazionelunghissimachenonhaspaziemaiunpuntoincuiandareacapo",
  },
};
