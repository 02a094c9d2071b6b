import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { itSupportsConformance } from "../../test/conformance";
import { acceptedImageTypes } from "./acceptedImageTypes";
import { FileDropZone } from "./FileDropZone";

const user = () => userEvent.setup({ applyAccept: false });
const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;
const imageFile = (name = "cover.png", type = "image/png", bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type });

const { createObjectURL, revokeObjectURL } = URL;
let urls = 0;
beforeEach(() => {
  urls = 0;
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => `blob:preview-${++urls}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe("FileDropZone", () => {
  itSupportsConformance({
    render: (props) => <FileDropZone label="Event cover" {...props} />,
    refType: HTMLFieldSetElement,
    label: "Event cover",
  });

  it("exports the accepted image types and filters the file picker with them", () => {
    expect(acceptedImageTypes).toEqual(["image/png", "image/jpeg", "image/webp", "image/gif"]);
    const { container } = render(<FileDropZone label="Event cover" />);
    expect(fileInput(container)).toHaveAttribute("accept", acceptedImageTypes.join(","));
  });

  it("opens the file picker from a focusable button, by keyboard", async () => {
    const { container } = render(<FileDropZone label="Event cover" />);
    const click = vi.spyOn(fileInput(container), "click");
    const browse = screen.getByRole("button", { name: "choose a file" });
    browse.focus();
    await userEvent.keyboard("{Enter}");
    expect(click).toHaveBeenCalled();
  });

  it("accepts an image, reports it and previews it", async () => {
    const onSelect = vi.fn();
    const { container } = render(<FileDropZone label="Event cover" onSelect={onSelect} />);
    const file = imageFile();
    await user().upload(fileInput(container), file);
    expect(onSelect).toHaveBeenCalledWith(file);
    expect(screen.getByRole("img", { name: "Preview of the chosen image" })).toHaveAttribute(
      "src",
      "blob:preview-1",
    );
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refuses a file of another type with an announced error", async () => {
    const onSelect = vi.fn();
    const { container } = render(<FileDropZone label="Event cover" onSelect={onSelect} />);
    await user().upload(fileInput(container), imageFile("notes.pdf", "application/pdf"));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("This type of file is not accepted.");
    expect(screen.getByRole("group", { name: "Event cover" })).toHaveAccessibleDescription(
      expect.stringContaining("This type of file is not accepted."),
    );
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("refuses a file over maxBytes, naming the limit", async () => {
    const onSelect = vi.fn();
    const { container } = render(<FileDropZone label="Event cover" onSelect={onSelect} />);
    await user().upload(fileInput(container), imageFile("huge.jpg", "image/jpeg", 5 * 1024 * 1024 + 1));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("This file is larger than 5 MB.");
  });

  it("uses a custom maxBytes in the hint and the check", async () => {
    const onSelect = vi.fn();
    const { container } = render(<FileDropZone label="Logo" maxBytes={200 * 1024} onSelect={onSelect} />);
    expect(screen.getByText("PNG, JPEG, WebP or GIF, up to 200 kB")).toBeInTheDocument();
    await user().upload(fileInput(container), imageFile("logo.png", "image/png", 300 * 1024));
    expect(screen.getByRole("alert")).toHaveTextContent("larger than 200 kB");
    await user().upload(fileInput(container), imageFile("logo.png", "image/png", 100 * 1024));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("removes the chosen image, releases its URL and keeps focus in the field", async () => {
    const onRemove = vi.fn();
    const { container } = render(<FileDropZone label="Event cover" onRemove={onRemove} />);
    await user().upload(fileInput(container), imageFile());
    await userEvent.click(screen.getByRole("button", { name: "Remove file" }));
    expect(onRemove).toHaveBeenCalledOnce();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:preview-1");
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("button", { name: "choose a file" })).toHaveFocus();
  });

  it("releases the previous URL when another image is chosen, and the last one on unmount", async () => {
    const { container, unmount } = render(<FileDropZone label="Event cover" />);
    await user().upload(fileInput(container), imageFile("a.png"));
    await user().upload(fileInput(container), imageFile("b.png"));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:preview-1");
    expect(screen.getByRole("img")).toHaveAttribute("src", "blob:preview-2");
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:preview-2");
  });

  it("shows the saved image from value, and a chosen one over it", async () => {
    const { container } = render(
      <FileDropZone label="Event cover" value="https://cdn.example/cover.jpg" onRemove={() => {}} />,
    );
    expect(screen.getByRole("img")).toHaveAttribute("src", "https://cdn.example/cover.jpg");
    expect(screen.getByRole("button", { name: "Remove file" })).toBeInTheDocument();
    await user().upload(fileInput(container), imageFile());
    expect(screen.getByRole("img")).toHaveAttribute("src", "blob:preview-1");
  });

  it("offers to remove a saved image only when the consumer handles it", () => {
    render(<FileDropZone label="Event cover" value="https://cdn.example/cover.jpg" />);
    expect(screen.getByRole("img")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove file" })).toBeNull();
  });

  it("goes back to the saved image when the chosen one is removed", async () => {
    const { container } = render(<FileDropZone label="Event cover" value="https://cdn.example/cover.jpg" />);
    await user().upload(fileInput(container), imageFile());
    await userEvent.click(screen.getByRole("button", { name: "Remove file" }));
    expect(screen.getByRole("img")).toHaveAttribute("src", "https://cdn.example/cover.jpg");
  });

  it("shows an outside error when invalid", () => {
    render(<FileDropZone label="Event cover" isInvalid errorMessage="The upload failed. Try again." />);
    expect(screen.getByRole("alert")).toHaveTextContent("The upload failed. Try again.");
  });

  it("takes its words from props over the locale strings", async () => {
    const { container } = render(
      <FileDropZone
        label="Cover"
        dropLabel="Trascina qui o"
        browseLabel="sfoglia"
        hintLabel={(size) => `Fino a ${size}`}
        fileTypeNotAcceptedLabel="Tipo non accettato"
      />,
    );
    expect(screen.getByRole("button", { name: "sfoglia" })).toBeInTheDocument();
    expect(screen.getByText(/Trascina qui o/)).toBeInTheDocument();
    expect(screen.getByText("Fino a 5 MB")).toBeInTheDocument();
    await user().upload(fileInput(container), imageFile("x.txt", "text/plain"));
    expect(screen.getByRole("alert")).toHaveTextContent("Tipo non accettato");
  });

  it("disables its buttons when disabled", () => {
    render(
      <FileDropZone
        label="Event cover"
        isDisabled
        value="https://cdn.example/cover.jpg"
        onRemove={() => {}}
      />,
    );
    expect(screen.getByRole("button", { name: "choose a file" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Remove file" })).toBeDisabled();
  });
});
