import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stringsFor } from "../../i18n/strings";
import { itSupportsConformance } from "../../test/conformance";
import { ownPoliteRegion } from "../../test/liveRegion";
import { COPY_FEEDBACK_DURATION, CopyButton } from "./CopyButton";

const en = stringsFor("en");

/** user-event installs its own clipboard on setup; replace it with one the test controls. */
function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
}

function setup() {
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

/** Lets the clipboard promise settle and React render what follows it. */
const settle = () => act(async () => {});

const liveRegion = ownPoliteRegion;

describe("CopyButton", () => {
  itSupportsConformance({
    render: (props) => <CopyButton value="abc" {...props} />,
    refType: HTMLSpanElement,
  });

  describe("copying", () => {
    beforeEach(() => {
      vi.useFakeTimers();
      // Testing Library only advances fake timers it recognises as Jest's; without this its
      // async wrapper waits forever on a faked setTimeout(0).
      vi.stubGlobal("jest", { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    });

    it("puts the value on the clipboard, then shows and announces Copied for 2 s", async () => {
      const user = setup();
      const writeText = vi.fn(() => Promise.resolve());
      mockClipboard(writeText);
      const onCopy = vi.fn();
      render(<CopyButton value="https://tickets.example/e/42" onCopy={onCopy} />);
      expect(liveRegion()).toHaveTextContent("");

      await user.click(screen.getByRole("button", { name: en.copy }));
      await settle();
      expect(writeText).toHaveBeenCalledWith("https://tickets.example/e/42");
      expect(onCopy).toHaveBeenCalledWith("https://tickets.example/e/42");
      expect(screen.getByRole("button", { name: en.copied })).toBeInTheDocument();
      expect(liveRegion()).toHaveTextContent(en.copied);

      act(() => vi.advanceTimersByTime(COPY_FEEDBACK_DURATION - 1));
      expect(screen.getByRole("button", { name: en.copied })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole("button", { name: en.copy })).toBeInTheDocument();
      expect(liveRegion()).toHaveTextContent("");
      expect(COPY_FEEDBACK_DURATION).toBe(2000);
    });

    it("shows nothing copied, and does not crash, when the clipboard refuses", async () => {
      const user = setup();
      const failure = new Error("denied");
      mockClipboard(() => Promise.reject(failure));
      const onCopy = vi.fn();
      const onCopyError = vi.fn();
      render(<CopyButton value="secret" onCopy={onCopy} onCopyError={onCopyError} />);
      await user.click(screen.getByRole("button", { name: en.copy }));
      await settle();
      expect(onCopyError).toHaveBeenCalledWith(failure);
      expect(onCopy).not.toHaveBeenCalled();
      expect(screen.getByRole("button", { name: en.copy })).toBeInTheDocument();
      expect(liveRegion()).toHaveTextContent("");
    });

    it("copes with a browser that has no clipboard at all", async () => {
      const user = setup();
      Object.defineProperty(navigator, "clipboard", { configurable: true, value: undefined });
      const onCopyError = vi.fn();
      render(<CopyButton value="secret" onCopyError={onCopyError} />);
      await user.click(screen.getByRole("button", { name: en.copy }));
      await settle();
      expect(onCopyError).toHaveBeenCalledOnce();
      expect(screen.getByRole("button", { name: en.copy })).toBeInTheDocument();
    });

    it("keeps its name in icon-only mode and still announces Copied", async () => {
      const user = setup();
      mockClipboard(() => Promise.resolve());
      render(<CopyButton value="abc" iconOnly label="Copia" copiedLabel="Copiato" />);
      const button = screen.getByRole("button", { name: "Copia" });
      button.focus();
      await user.keyboard("{Enter}");
      await settle();
      expect(liveRegion()).toHaveTextContent("Copiato");
      expect(screen.getByRole("button", { name: "Copia" })).toBeInTheDocument();
    });

    it("restarts the 2 s when copied again", async () => {
      const user = setup();
      mockClipboard(() => Promise.resolve());
      render(<CopyButton value="abc" />);
      await user.click(screen.getByRole("button"));
      await settle();
      act(() => vi.advanceTimersByTime(1500));
      await user.click(screen.getByRole("button"));
      await settle();
      act(() => vi.advanceTimersByTime(1500));
      expect(liveRegion()).toHaveTextContent(en.copied);
      act(() => vi.advanceTimersByTime(500));
      expect(liveRegion()).toHaveTextContent("");
    });
  });
});
