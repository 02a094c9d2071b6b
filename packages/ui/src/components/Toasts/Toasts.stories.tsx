import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button";
import { Toaster, type ToasterProps } from "./Toasts";
import {
  createToastStore,
  type ToastOptions,
  type ToastPosition,
  type ToastStore,
  type ToastTone,
  toastPositions,
  toasts,
  toastTones,
} from "./toastStore";

const meta = {
  title: "Overlays/Toasts",
  component: Toaster,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page with one button that shows toasts, and its own store so stories never share toasts. */
function ToastDemo({
  onShow,
  action = "Show notification",
  label,
}: {
  onShow: (store: ToastStore) => void;
  action?: string;
  label?: ToasterProps["label"];
}) {
  const [store] = useState(() => createToastStore());
  return (
    <>
      <Button onPress={() => onShow(store)}>{action}</Button>
      <Toaster store={store} label={label} />
    </>
  );
}

const clickAction = async (canvasElement: HTMLElement, name = "Show notification") => {
  await userEvent.click(within(canvasElement).getByRole("button", { name }));
};

const toneExamples: Record<ToastTone, ToastOptions> = {
  info: { title: "Sales open tomorrow", message: "Tickets go on sale at 10:00." },
  success: { title: "Event published", message: "Buyers can now find it and buy tickets." },
  warning: { title: "Almost sold out", message: "Only 3 tickets left for Saturday." },
  danger: { title: "Payment failed", message: "The card was declined. Try another one." },
};

const toneStory = (tone: ToastTone): Story => ({
  render: () => (
    <ToastDemo onShow={(store) => store.show({ ...toneExamples[tone], tone, autoClose: false })} />
  ),
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement);
    // Danger interrupts (alert); every other tone waits its turn (status).
    const toast = await screen.findByRole(tone === "danger" ? "alert" : "status");
    await expect(toast).toHaveTextContent(String(toneExamples[tone].message));
  },
});

export const Info = toneStory("info");
export const Success = toneStory("success");
export const Warning = toneStory("warning");
export const Danger = toneStory("danger");

export const EveryTone: Story = {
  render: () => (
    <ToastDemo
      onShow={(store) => {
        for (const tone of toastTones) store.show({ ...toneExamples[tone], tone, autoClose: false });
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement);
    const region = await screen.findByRole("region", { name: "Notifications" });
    await expect(within(region).getAllByRole("listitem")).toHaveLength(toastTones.length);
  },
};

const positionStory = (position: ToastPosition): Story => ({
  render: () => (
    <ToastDemo
      onShow={(store) =>
        store.show({
          title: `Shown ${position}`,
          message: "Saved to your drafts.",
          position,
          autoClose: false,
        })
      }
    />
  ),
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement);
    const region = await screen.findByRole("region", { name: "Notifications" });
    await expect(region).toHaveAttribute("data-position", position);
    await expect(within(region).getByRole("status")).toHaveTextContent(`Shown ${position}`);
  },
});

export const TopLeft = positionStory("top-left");
export const TopCenter = positionStory("top-center");
export const TopRight = positionStory("top-right");
export const BottomLeft = positionStory("bottom-left");
export const BottomCenter = positionStory("bottom-center");
export const BottomRight = positionStory("bottom-right");

/** Seven at one position: five show, two wait and move up as others close. */
export const Queue: Story = {
  render: () => (
    <ToastDemo
      action="Show seven"
      onShow={(store) => {
        for (let i = 1; i <= 7; i++) store.show({ message: `Ticket ${i} of 7 sent`, autoClose: false });
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement, "Show seven");
    const region = await screen.findByRole("region", { name: "Notifications" });
    await expect(within(region).getAllByRole("listitem")).toHaveLength(5);
    await expect(within(region).queryByText("Ticket 6 of 7 sent")).not.toBeInTheDocument();
    await userEvent.click(within(region).getAllByRole("button", { name: "Dismiss notification" })[0]!);
    await expect(await within(region).findByText("Ticket 6 of 7 sent")).toBeInTheDocument();
    await waitFor(() => expect(within(region).queryByText("Ticket 1 of 7 sent")).not.toBeInTheDocument());
  },
};

/** One toast follows a task: "Saving…" turns into "Saved" in place. */
export const Update: Story = {
  render: () => (
    <ToastDemo
      action="Save event"
      onShow={(store) => {
        const id = store.show({ message: "Saving the event…", autoClose: false });
        setTimeout(() => store.update(id, { message: "Event saved", tone: "success" }), 300);
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement, "Save event");
    const toast = await screen.findByRole("status");
    await expect(toast).toHaveTextContent("Saving the event…");
    await waitFor(() => expect(toast).toHaveTextContent("Event saved"));
  },
};

export const LongText: Story = {
  render: () => (
    <ToastDemo
      onShow={(store) =>
        store.show({
          title: "Impossibileinviareibigliettiatuttiipartecipantidelfestivalestivo",
          message:
            "Alcuni indirizzi email non sono validi: mario.rossi.festivaldellamusicaelettronica@esempio-molto-lungo.it e altri 14. Correggili nella lista dei partecipanti e riprova.",
          tone: "warning",
          autoClose: false,
        })
      }
    />
  ),
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement);
    const toast = await screen.findByRole("status");
    // Wraps inside the toast instead of running off the screen.
    await expect(toast.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The app-wide `toasts` store: call it from anywhere, e.g. after a mutation. */
export const FromAnywhere: Story = {
  beforeEach: () => () => toasts.clean(),
  render: () => (
    <>
      <Button onPress={() => toasts.show({ message: "Order O-4XK29QZ refunded", tone: "success" })}>
        Refund order
      </Button>
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement, "Refund order");
    await expect(await screen.findByRole("status")).toHaveTextContent("Order O-4XK29QZ refunded");
  },
};

/** Every position at once; each region gets its own name so landmarks stay distinct. */
export const EveryPosition: Story = {
  render: () => (
    <ToastDemo
      label={(position) => `Notifications, ${position.replace("-", " ")}`}
      onShow={(store) => {
        for (const position of toastPositions) store.show({ message: position, position, autoClose: false });
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await clickAction(canvasElement);
    await waitFor(() => expect(screen.getAllByRole("status")).toHaveLength(toastPositions.length));
  },
};
