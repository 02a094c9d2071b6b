import { setupI18n } from "@lingui/core";
import { describe, expect, it, vi } from "vitest";

describe("the server's refusals' words", () => {
  it("are not in a drawn page's first visit, and load with the first refusal, in the page's language", async () => {
    // Fresh modules: as a drawn page starts, before any form refused anything.
    vi.resetModules();
    const { importPagesCatalog } = await import("../i18n/catalogs");
    const { reasonForCode } = await import("./fieldErrors");
    const { loadServerReasons, serverReasonsLoaded } = await import("./reasonWords");
    const i18n = setupI18n({ locale: "it", messages: { it: await importPagesCatalog("it") } });
    const taken = { code: "email_taken" };
    expect(serverReasonsLoaded(i18n)).toBe(false);
    expect(reasonForCode(taken, "Email", i18n)).toBeUndefined();

    await loadServerReasons(i18n);
    expect(serverReasonsLoaded(i18n)).toBe(true);
    expect(reasonForCode(taken, "Email", i18n)).toBe("Esiste già un account con questa email.");

    // A locale switch of the page loads them with the new language's catalog.
    i18n.loadAndActivate({ locale: "de", messages: await importPagesCatalog("de") });
    expect(reasonForCode(taken, "E-Mail", i18n)).not.toBe("An account with this email already exists.");
  });
});
