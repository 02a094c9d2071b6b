import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, type BrowserContext, chromium, type Page } from "@playwright/test";
import QRCode from "qrcode";
import { chromiumArgs } from "../playwright.config";
import { wordsOf } from "../src/test/poCatalog";
import { apiOrganizer, apiPost, firstCategoryId, registerInItalian } from "./api";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// The door (issue 26), in Italian and in English, on a phone of 390×844: the organiser makes a
// check-in list for one product and opens its link; the phone, a browser of its own with a fake
// camera showing a real ticket's QR code, admits it, then says it is already checked in, and
// refuses a ticket of another product. With the network gone it opens again from its service
// worker, admits a ticket sold after its last sync by the code's signature and refuses one
// cancelled before it; with the network back its queue reaches the server, which the organiser's
// screen counts. Two phones admitting one ticket offline: one admission, one duplicate, both shown.
//
// A fake camera plays one file for the life of a browser: each scan is a browser started with the
// frame of that ticket's QR code, on the same profile (its IndexedDB copy and its service worker).

const frameWidth = 640;
const frameHeight = 480;

/**
 * A one-frame Y4M video (I420) of a QR code of `text`, black on white and centred with its quiet
 * zone; a white frame when `text` is null (a camera that sees no ticket).
 */
function y4mOf(text: string | null): Buffer {
  const luma = Buffer.alloc(frameWidth * frameHeight, 235);
  if (text !== null) {
    const { size, data } = QRCode.create(text, { errorCorrectionLevel: "M" }).modules;
    const quiet = 4;
    const scale = Math.floor((frameHeight * 0.9) / (size + 2 * quiet));
    const left = Math.floor((frameWidth - size * scale) / 2);
    const top = Math.floor((frameHeight - size * scale) / 2);
    for (let row = 0; row < size; row += 1)
      for (let column = 0; column < size; column += 1) {
        if (!data[row * size + column]) continue;
        for (let y = 0; y < scale; y += 1)
          luma.fill(
            16,
            (top + row * scale + y) * frameWidth + left + column * scale,
            (top + row * scale + y) * frameWidth + left + (column + 1) * scale,
          );
      }
  }
  const chroma = Buffer.alloc((frameWidth / 2) * (frameHeight / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${frameWidth} H${frameHeight} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, Buffer.from("FRAME\n"), luma, chroma]);
}

interface Holder {
  id: number;
  name: string;
  code: string;
}

/** A ticket made by the organiser (a completed order), with its code as its QR carries it. */
async function ticketOf(
  request: APIRequestContext,
  origin: string,
  eventId: number,
  product: { id: number; priceId: number },
  first_name: string,
): Promise<Holder> {
  const attendee = (await apiPost(request, origin, `events/${eventId}/attendees`, {
    product_id: product.id,
    product_price_id: product.priceId,
    email: `${first_name.toLowerCase()}.${Date.now()}@example.com`,
    first_name,
    last_name: "Rossi",
    amount_paid: 0,
    send_confirmation_email: false,
    locale: "it",
  })) as unknown as { id: number; short_id: string };
  const ticket = await request.get(`/api/public/events/${eventId}/attendees/${attendee.short_id}`);
  const { ticket_code } = ((await ticket.json()) as { data: { ticket_code: string } }).data;
  expect(ticket_code).toMatch(/^A-\w+\.\d+\.\d+\.[\w-]{86}$/u);
  return { id: attendee.id, name: `${first_name} Rossi`, code: ticket_code };
}

/** A phone at the door: a browser with its own profile, its camera showing `shows`. */
class DoorPhone {
  private context: BrowserContext | null = null;
  page: Page | null = null;

  constructor(
    private readonly profile: string,
    private readonly origin: string,
    private readonly locale: string,
  ) {}

  /** Starts the browser with the camera showing a ticket's QR code (or nothing), online or not. */
  async start(shows: Holder | null, online = true): Promise<Page> {
    await this.stop();
    const video = join(this.profile, "..", `${(shows?.name ?? "nothing").replaceAll(" ", "-")}.y4m`);
    await writeFile(video, y4mOf(shows?.code ?? null));
    this.context = await chromium.launchPersistentContext(this.profile, {
      executablePath: "/usr/bin/chromium",
      args: [
        ...chromiumArgs,
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
        `--use-file-for-fake-video-capture=${video}`,
      ],
      baseURL: this.origin,
      viewport: { width: 390, height: 844 },
      locale: this.locale,
      permissions: ["camera"],
    });
    if (!online) await this.context.setOffline(true);
    this.page = this.context.pages()[0] ?? (await this.context.newPage());
    return this.page;
  }

  async online(): Promise<void> {
    await this.context?.setOffline(false);
  }

  async stop(): Promise<void> {
    await this.context?.close();
    this.context = null;
    this.page = null;
  }
}

for (const lang of ["it", "en"] as const) {
  test(`the door admits, refuses and keeps working offline (${lang})`, async ({ page, baseURL }) => {
    test.setTimeout(420_000);
    const origin = baseURL ?? "";
    const words = wordsOf(lang);
    const door = wordsOf(lang, "pages-door");
    const stamp = Date.now();
    const { request } = page;

    // The organiser's event, two kinds of ticket, and four tickets sold.
    const email = `door.${lang}.${stamp}@example.com`;
    await registerInItalian(request, origin, {
      first_name: "Chiara",
      last_name: "Porta",
      email,
      password: "una-password-per-la-porta",
    });
    if (lang === "en") {
      const me = ((await (await request.get("/api/users/me")).json()) as { data: Record<string, unknown> })
        .data;
      const { first_name, last_name, timezone } = me;
      const changed = await request.put("/api/users/me", {
        data: { first_name, last_name, email, timezone, locale: "en" },
        headers: { origin },
      });
      expect(changed.ok(), await changed.text()).toBe(true);
    }
    const organizer = await apiOrganizer(request, origin, `Porta ${stamp}`, email);
    const event = await apiPost(request, origin, "events", {
      title: `Concerto alla porta ${stamp}`,
      organizer_id: organizer?.id,
      start_date: "2031-07-12T18:30:00Z",
      end_date: "2031-07-12T23:00:00Z",
      timezone: "Europe/Rome",
    });
    const eventId = event?.id ?? 0;
    const categoryId = await firstCategoryId(request, eventId);
    const productOf = async (title: string) => {
      const made = (await apiPost(request, origin, `events/${eventId}/products`, {
        product_type: "TICKET",
        product_category_id: categoryId,
        title,
        type: "FREE",
        prices: [{ price: 0 }],
      })) as unknown as { id: number; prices: { id: number }[] };
      return { id: made.id, priceId: made.prices[0]?.id ?? 0 };
    };
    const platea = await productOf("Platea");
    const galleria = await productOf("Galleria");
    const giulia = await ticketOf(request, origin, eventId, platea, "Giulia");
    const marco = await ticketOf(request, origin, eventId, platea, "Marco");
    const sara = await ticketOf(request, origin, eventId, platea, "Sara");
    const anna = await ticketOf(request, origin, eventId, galleria, "Anna");

    // The organiser adds a list for the stalls and opens its link.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/manage/event/${eventId}/check-in`);
    await page
      .getByRole("button", { name: words("Add a check-in list") })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: words("Add a check-in list") });
    await dialog.getByRole("textbox", { name: words("Name") }).fill("Ingresso A");
    // The box is drawn over the visually hidden input: press the label, as a person would.
    await dialog.getByText("Platea", { exact: true }).click();
    await expect(dialog.getByRole("checkbox", { name: "Platea" })).toBeChecked();
    await dialog.getByRole("button", { name: words("Save") }).click();
    await expect(dialog).toBeHidden();
    const progress = (inside: number, all: number) =>
      page.getByText(words("{inside} of {all} checked in", { inside: String(inside), all: String(all) }));
    await expect(progress(0, 3)).toBeVisible();
    await expectNoAxeViolations(page);
    const scanner = page.getByRole("link", { name: words("Open the scanner") });
    const link = new URL((await scanner.getAttribute("href")) ?? "", origin);
    const doorPath = `${link.pathname}${lang === "en" ? "?lang=en" : ""}`;

    const profiles = await mkdtemp(join(tmpdir(), "varco-door-"));
    const gate1 = new DoorPhone(join(profiles, "gate1"), origin, lang === "it" ? "it-IT" : "en-GB");
    const gate2 = new DoorPhone(join(profiles, "gate2"), origin, lang === "it" ? "it-IT" : "en-GB");
    /** Names the phone in its settings: kept on it, shown with its check-ins. */
    const nameDevice = async (phone: Page, name: string) => {
      await phone.getByText(door("This device")).click();
      await phone.getByRole("textbox", { name: door("Device name (shown with its check-ins)") }).fill(name);
      await phone.getByRole("button", { name: door("Save") }).click();
      await expect(phone.getByText(door("Saved on this device."))).toBeVisible();
    };
    /** The verdict on screen, its words as the live region says them. */
    const verdict = (phone: Page) => phone.locator("[data-outcome]");
    try {
      // A real ticket's QR in front of the camera: admitted, said in words, colour and icon.
      let phone = await gate1.start(giulia);
      await phone.goto(doorPath);
      await expect(phone.getByRole("heading", { level: 1, name: "Ingresso A" })).toBeVisible();
      await expect(verdict(phone)).toHaveAttribute("data-outcome", "admitted", { timeout: 20_000 });
      await expect(verdict(phone)).toContainText(door("Admitted"));
      await expect(verdict(phone)).toContainText("Giulia Rossi");
      await expect(phone.getByRole("status").filter({ hasText: door("Admitted") })).toHaveCount(1);
      await expectNoAxeViolations(phone);
      // Chromium would install it as an app: its manifest, icon and service worker are enough.
      const devtools = await phone.context().newCDPSession(phone);
      await expect
        .poll(async () => (await devtools.send("Page.getInstallabilityErrors")).installabilityErrors)
        .toEqual([]);
      await nameDevice(phone, "Cancello 1");
      await expectNoAxeViolations(phone);

      // The same QR again: already checked in, when and where.
      phone = await gate1.start(giulia);
      await phone.goto(doorPath);
      await expect(verdict(phone)).toHaveAttribute("data-outcome", "already_checked_in", { timeout: 20_000 });
      await expect(verdict(phone)).toContainText(door("Already checked in"));
      await expect(verdict(phone)).toContainText("Ingresso A");
      await expectNoAxeViolations(phone);

      // Sara's ticket is cancelled; the phone's next sync learns it. A ticket of the gallery is
      // not for this list.
      const cancelled = await request.patch(`/api/events/${eventId}/attendees/${sara.id}`, {
        data: { status: "CANCELLED" },
        headers: { origin },
      });
      expect(cancelled.ok(), await cancelled.text()).toBe(true);
      phone = await gate1.start(anna);
      await phone.goto(doorPath);
      await expect(verdict(phone)).toHaveAttribute("data-outcome", "not_on_list", { timeout: 20_000 });
      await expect(verdict(phone)).toContainText(door("Not on this list"));
      await expectNoAxeViolations(phone);

      // The offline story is the same code in every language: it runs once, in Italian, and the
      // English run ends with its first offline verdict.
      const wholeStory = lang === "it";

      // A ticket sold after that sync; then the network goes. The page opens from the device.
      const luca = await ticketOf(request, origin, eventId, platea, "Luca");
      phone = await gate1.start(luca, false);
      await phone.goto(doorPath);
      await expect(phone.getByText(door("Offline"), { exact: true })).toBeVisible();
      await expect(verdict(phone)).toHaveAttribute("data-outcome", "admitted", { timeout: 20_000 });
      await expect(verdict(phone)).toContainText(
        door("Decided on this device: it is sent when the network is back."),
      );
      await expectNoAxeViolations(phone);
      if (!wholeStory) return;

      // Cancelled before the last sync: refused offline.
      phone = await gate1.start(sara, false);
      await phone.goto(doorPath);
      await expect(verdict(phone)).toHaveAttribute("data-outcome", "cancelled", { timeout: 20_000 });
      await expect(verdict(phone)).toContainText(door("Cancelled ticket"));
      await expectNoAxeViolations(phone);

      // The network is back: the queue goes, and the organiser's screen counts it.
      await gate1.online();
      await expect(phone.getByText(door("Online"), { exact: true })).toBeVisible({ timeout: 30_000 });
      await page.reload();
      await expect(progress(2, 3)).toBeVisible();

      // Two phones, both offline, both admit Marco: the earlier scan stands.
      phone = await gate2.start(null);
      await phone.goto(doorPath);
      await expect(phone.getByText(door("Online"), { exact: true })).toBeVisible({ timeout: 20_000 });
      await nameDevice(phone, "Cancello 2");
      const first = await gate1.start(marco, false);
      await first.goto(doorPath);
      await expect(verdict(first)).toHaveAttribute("data-outcome", "admitted", { timeout: 20_000 });
      const second = await gate2.start(marco, false);
      await second.goto(doorPath);
      await expect(verdict(second)).toHaveAttribute("data-outcome", "admitted", { timeout: 20_000 });
      await gate2.online();
      await gate1.online();
      const twice = (phoneOf: Page) => phoneOf.getByRole("region", { name: door("Scanned twice offline") });
      await expect(twice(second)).toContainText("Marco Rossi", { timeout: 30_000 });
      await first.reload();
      await expect(twice(first)).toContainText("Marco Rossi", { timeout: 30_000 });
      for (const each of [first, second]) {
        await expect(twice(each)).toContainText("Cancello 1");
        await expect(twice(each)).toContainText("Cancello 2");
        await expectNoAxeViolations(each);
      }
      await page.reload();
      await expect(progress(3, 3)).toBeVisible();
    } finally {
      await gate1.stop();
      await gate2.stop();
      await rm(profiles, { recursive: true, force: true });
    }
  });
}
