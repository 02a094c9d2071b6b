import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { RichTextEditor } from "./RichTextEditor";

const meta = {
  title: "Forms/RichTextEditor",
  component: RichTextEditor,
  args: {
    label: "Event description",
    placeholder: "What should guests know before they come?",
    onChange: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <RichTextEditor {...args} />
    </div>
  ),
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const programme =
  "<h2>Programme</h2><p>Doors open at <strong>19:00</strong>, the concert starts at <em>20:30</em>.</p>" +
  "<h3>Getting there</h3><ul><li><p>Tram 4 to Porta Nuova</p></li><li><p>Parking on Via Roma</p></li></ul>" +
  '<ol><li><p>Show your ticket</p></li><li><p>Collect your wristband</p></li></ol><p>Questions? <a href="mailto:info@varco.example">Write to us</a>.</p>';

/** Empty, with the placeholder showing. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const editor = await within(canvasElement).findByRole("textbox", { name: "Event description" });
    await expect(editor).toHaveAttribute("aria-multiline", "true");
    await expect(within(canvasElement).getByText("What should guests know before they come?")).toBeVisible();
  },
};

export const WithContent: Story = {
  args: { defaultValue: programme, description: "Shown on the event page under the title." },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: "Tell guests what to expect (at least one sentence)." },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: programme },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole("textbox", { name: "Event description" });
    await expect(editor).toHaveAttribute("contenteditable", "false");
    await expect(canvas.getByRole("button", { name: /bold|grassetto/i })).toBeDisabled();
  },
};

/** Types, formats, lists and links in a real browser, checking the HTML handed to onChange. */
export const TypeAndFormat: Story = {
  args: { placeholder: undefined, strings: { bold: "Bold", link: "Link", orderedList: "Numbered list" } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole("textbox", { name: "Event description" });
    await userEvent.click(editor);
    await userEvent.keyboard("Sold out");
    await expect(args.onChange).toHaveBeenLastCalledWith("<p>Sold out</p>");

    // Select everything and make it bold: the toolbar shows Bold as pressed.
    await userEvent.keyboard("{Control>}a{/Control}");
    const bold = canvas.getByRole("button", { name: "Bold" });
    await userEvent.click(bold);
    await expect(args.onChange).toHaveBeenLastCalledWith("<p><strong>Sold out</strong></p>");
    await expect(bold).toHaveAttribute("aria-pressed", "true");

    // A javascript: address is refused; an https one becomes a link on the selection.
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard("{Control>}a{/Control}");
    await userEvent.click(canvas.getByRole("button", { name: "Link" }));
    const address = await canvas.findByRole("textbox", { name: /link|collegamento/i });
    await userEvent.type(address, "javascript:alert(1){Enter}");
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await expect(editor.querySelector("a")).toBeNull();
    await userEvent.clear(address);
    await userEvent.type(address, "https://varco.example/tickets{Enter}");
    await waitFor(() =>
      expect(editor.querySelector("a")).toHaveAttribute("href", "https://varco.example/tickets"),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://varco.example/tickets"><strong>Sold out</strong></a></p>',
    );
    await expect(canvas.getByRole("button", { name: "Link" })).toHaveAttribute("aria-pressed", "true");

    // The paragraph becomes a numbered list item, formatting kept.
    await userEvent.click(canvas.getByRole("button", { name: "Numbered list" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.stringMatching(/^<ol><li><p><a [^>]+><strong>Sold out<\/strong><\/a><\/p><\/li><\/ol>$/),
    );
    await expect(canvas.getByRole("button", { name: "Numbered list" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

/** The link form open on an existing link, with "Remove link" offered. */
export const LinkFormOpen: Story = {
  args: {
    defaultValue: '<p>Read the <a href="https://varco.example/terms">terms of sale</a> first.</p>',
    strings: { link: "Link" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole("textbox", { name: "Event description" });
    const link = editor.querySelector("a");
    if (!link) throw new Error("the story's link is missing");
    await userEvent.click(link);
    await userEvent.click(canvas.getByRole("button", { name: "Link" }));
    const address = await canvas.findByRole("textbox", { name: /link|collegamento/i });
    await expect(address).toHaveValue("https://varco.example/terms");
  },
};

/** Long unbroken words and a long label must wrap inside the box, never overflow it. */
export const LongContent: Story = {
  args: {
    label:
      "Descrizione dell'evento per la pagina pubblica con un'etichetta molto lunga che deve andare a capo",
    defaultValue:
      "<p>Supercalifragilistichespiralidoso-biglietto-valido-per-tutta-la-settimana-del-festival-internazionale</p>" +
      "<p>https://varco.example/eventi/2026/festival-internazionale-della-musica/biglietti/abbonamento-settimanale</p>",
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <RichTextEditor {...args} />
    </div>
  ),
};

/** The link form after a refused address: the field is invalid and says why. */
export const LinkRefused: Story = {
  args: { strings: { link: "Link" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("textbox", { name: "Event description" });
    await userEvent.click(canvas.getByRole("button", { name: "Link" }));
    const address = await canvas.findByRole("textbox", { name: /link|collegamento/i });
    await userEvent.type(address, "data:text/html,hello{Enter}");
    await expect(address).toHaveAttribute("aria-invalid", "true");
  },
};
