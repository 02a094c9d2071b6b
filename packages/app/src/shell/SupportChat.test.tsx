import { screen, waitFor } from "@testing-library/react";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eventAnswer, eventsPage, fakeApi, renderApp, userAnswer } from "../test/renderApp";
import { isSupportChatPath, supportChatScriptId } from "./SupportChat";

const chatConfig = { supportChatBaseUrl: "https://chat.example.com/", supportChatWebsiteToken: "tok-123" };
const chatScript = () => document.getElementById(supportChatScriptId) as HTMLScriptElement | null;
const chatGlobal = () =>
  (window as unknown as { varcoSupportChat?: Record<string, unknown> }).varcoSupportChat;

function organiserApi(role = "ORGANIZER") {
  return fakeApi({
    "GET users/me": { status: 200, body: { data: userAnswer({ role }) } },
    "GET events": { status: 200, body: eventsPage([eventAnswer()]) },
    "GET public/events/7": { status: 200, body: { data: eventAnswer() } },
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  chatScript()?.remove();
});

describe("the support chat", () => {
  it("is added on a management page with the user's role, and removed on leaving it", async () => {
    const { router } = await renderApp("/manage/events", { api: organiserApi("ADMIN"), config: chatConfig });
    await waitFor(() => expect(chatScript()).not.toBeNull());
    expect(chatScript()!.src).toBe("https://chat.example.com/packs/js/sdk.js");
    expect(chatScript()!.dataset.websiteToken).toBe("tok-123");
    expect(chatScript()!.dataset.role).toBe("ADMIN");
    expect(chatGlobal()).toEqual({
      baseUrl: "https://chat.example.com/",
      websiteToken: "tok-123",
      role: "ADMIN",
    });

    // A widget element the script would have added goes with it.
    const bubble = document.createElement("div");
    bubble.className = "woot--bubble-holder";
    document.body.append(bubble);

    await act(() => router.navigate("/event/7/concerto-d-estate"));
    expect(await screen.findByRole("heading", { level: 1, name: "Concerto d'estate" })).toBeInTheDocument();
    expect(chatScript()).toBeNull();
    expect(chatGlobal()).toBeUndefined();
    expect(bubble.isConnected).toBe(false);

    await act(() => router.navigate("/manage/events"));
    await waitFor(() => expect(chatScript()).not.toBeNull());
    expect(document.querySelectorAll(`#${supportChatScriptId}`)).toHaveLength(1);
  });

  it("never loads on a public page, which does not even ask who is signed in", async () => {
    const api = organiserApi();
    await renderApp("/event/7/concerto-d-estate", { api, config: chatConfig });
    expect(await screen.findByRole("heading", { level: 1, name: "Concerto d'estate" })).toBeInTheDocument();
    expect(chatScript()).toBeNull();
    expect(api.calls.map((call) => call.path)).not.toContain("users/me");
  });

  it("is not loaded when the deployment has no chat configured", async () => {
    await renderApp("/manage/events", {
      api: organiserApi(),
      config: { supportChatBaseUrl: "https://chat.example.com", supportChatWebsiteToken: null },
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Concerto d'estate" })).toBeInTheDocument();
    expect(chatScript()).toBeNull();
  });

  it("belongs to the /manage, /account and /welcome areas only", () => {
    for (const path of ["/manage", "/manage/events", "/account/settings", "/welcome"]) {
      expect(isSupportChatPath(path), path).toBe(true);
    }
    for (const path of ["/", "/auth/login", "/event/7/manage", "/events/3/accountants", "/welcomes"]) {
      expect(isSupportChatPath(path), path).toBe(false);
    }
  });
});
