import type { Meta, StoryObj } from "@storybook/react-vite";
import { page } from "vitest/browser";
import { screen, userEvent, within } from "storybook/test";
import { Button } from "../Button";
import { ConfirmDialog } from "../ConfirmDialog";
import { Dialog, DialogTrigger, Modal } from "../Modal";
import { Drawer } from "../Drawer";
import { Tooltip, TooltipTrigger } from "../Tooltip";
import { Toaster } from "./Toasts";
import { createToastStore, toastTones } from "./toastStore";

const meta = { title: "Shot", component: Toaster } satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;
const store = createToastStore();
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const Toasts: Story = {
  render: () => <><Button onPress={() => { for (const tone of toastTones) store.show({ title: `A ${tone} title`, message: "Tickets go on sale at 10:00 tomorrow morning.", tone, autoClose: false }); store.show({message: "top center thing", position: "top-center", autoClose: false}); }}>Go</Button><Toaster store={store} label={(p) => p} /></>,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Go" }));
    await wait(600);
    await page.screenshot({ path: "./overlay-shots/toasts.png" });
  },
};
export const ModalShot: Story = {
  render: () => <DialogTrigger><Button>Open</Button><Modal><Dialog title="Edit event" description="Changes are visible at once." footer={<><Button variant="outline" tone="neutral">Cancel</Button><Button>Save</Button></>}>{Array.from({length: 30}, (_, i) => <p key={i}>Paragraph {i} of a long body that scrolls inside.</p>)}</Dialog></Modal></DialogTrigger>,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Open" }));
    await wait(500);
    await page.screenshot({ path: "./overlay-shots/modal.png" });
  },
};
export const ConfirmShot: Story = {
  render: () => <DialogTrigger><Button>Open</Button><ConfirmDialog tone="danger" title="Delete this event?" message="Its tickets stop selling at once." confirmLabel="Delete" /></DialogTrigger>,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Open" }));
    await wait(500);
    await page.screenshot({ path: "./overlay-shots/confirm.png" });
  },
};
export const DrawerShot: Story = {
  render: () => <DialogTrigger><Button>Open</Button><Drawer title="Filters" footer={<Button>Apply</Button>}>Body text</Drawer></DialogTrigger>,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Open" }));
    await wait(500);
    await page.screenshot({ path: "./overlay-shots/drawer.png" });
  },
};
export const DrawerBottom: Story = {
  render: () => <DialogTrigger><Button>Open</Button><Drawer placement="bottom" title="Filters" footer={<Button>Apply</Button>}>Body text</Drawer></DialogTrigger>,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Open" }));
    await wait(500);
    await page.screenshot({ path: "./overlay-shots/drawer-bottom.png" });
  },
};
export const TooltipShot: Story = {
  render: () => <div style={{padding: 80}}><TooltipTrigger><Button>Copy</Button><Tooltip>Copy the event link</Tooltip></TooltipTrigger></div>,
  play: async () => {
    await userEvent.tab();
    await screen.findByRole("tooltip");
    await wait(300);
    await page.screenshot({ path: "./overlay-shots/tooltip.png" });
  },
};
