import type { Role } from "@varco/domain";
import { useCurrentUser } from "@varco/domain/swr";
import { useEffect, useRef } from "react";
import { useRuntimeConfig } from "./RuntimeConfigContext";

/**
 * The support chat: a third-party script, loaded only where organisers work and
 * removed as soon as they leave, so a buyer on a public page never downloads it.
 *
 * The contract with the script (a Chatwoot-style widget, whose two settings are exactly the
 * runtime configuration's `supportChatBaseUrl` and `supportChatWebsiteToken`):
 * - before the script is added, `window.varcoSupportChat` holds `{ baseUrl, websiteToken, role }`
 *   (`role`: the signed-in user's SUPERADMIN, ADMIN or ORGANIZER) and is kept current;
 * - the script is `<script id="varco-support-chat" src="{baseUrl}/packs/js/sdk.js" async>`, with
 *   the same values in `data-website-token` and `data-role`;
 * - once it has loaded, `window.chatwootSDK.run({ websiteToken, baseUrl })` starts the widget and,
 *   when the widget is ready, `window.$chatwoot.setCustomAttributes({ role })` hands it the role;
 * - on leaving, the script, the widget's elements and these globals are removed.
 */
export function SupportChat({ pathname }: { pathname: string }) {
  const { supportChatBaseUrl, supportChatWebsiteToken } = useRuntimeConfig();
  if (!supportChatBaseUrl || !supportChatWebsiteToken || !isSupportChatPath(pathname)) return null;
  return <SupportChatScript baseUrl={supportChatBaseUrl} websiteToken={supportChatWebsiteToken} />;
}

/** The areas where the chat is offered: /manage…, /account…, /welcome… (the first segment). */
export function isSupportChatPath(pathname: string): boolean {
  return /^\/(?:manage|account|welcome)(?:\/|$)/u.test(pathname);
}

export const supportChatScriptId = "varco-support-chat";

/** What the script reads from `window.varcoSupportChat`. */
export interface SupportChatSettings {
  baseUrl: string;
  websiteToken: string;
  role: Role | null;
}

export interface ChatWindow extends Pick<Window, "addEventListener" | "removeEventListener"> {
  varcoSupportChat?: SupportChatSettings;
  chatwootSDK?: { run?: (options: { websiteToken: string; baseUrl: string }) => void };
  $chatwoot?: { setCustomAttributes?: (attributes: Record<string, string>) => void };
}

function SupportChatScript({ baseUrl, websiteToken }: { baseUrl: string; websiteToken: string }) {
  // Only here, so public pages never ask who is signed in; the manage frame asks the same (one call).
  const { data: user } = useCurrentUser();
  const role = user?.role ?? null;
  const known = user !== undefined;
  // A change of role is handed over by the effect below; it does not reload the script.
  const roleNow = useRef(role);
  roleNow.current = role;

  useEffect(() => {
    if (!known) return;
    return mountSupportChat(document, window as unknown as ChatWindow, {
      baseUrl,
      websiteToken,
      role: roleNow.current,
    });
  }, [known, baseUrl, websiteToken]);

  useEffect(() => {
    const chat = (window as unknown as ChatWindow).varcoSupportChat;
    if (!chat || chat.role === role) return;
    chat.role = role;
    document.getElementById(supportChatScriptId)?.setAttribute("data-role", role ?? "");
    if (role) (window as unknown as ChatWindow).$chatwoot?.setCustomAttributes?.({ role });
  }, [role]);

  return null;
}

/** Adds the script (once) and returns what removes it and everything it left behind. */
export function mountSupportChat(doc: Document, win: ChatWindow, settings: SupportChatSettings): () => void {
  doc.getElementById(supportChatScriptId)?.remove();
  win.varcoSupportChat = { ...settings };

  const baseUrl = settings.baseUrl.replace(/\/+$/u, "");
  const script = doc.createElement("script");
  script.id = supportChatScriptId;
  script.async = true;
  script.src = `${baseUrl}/packs/js/sdk.js`;
  script.dataset.websiteToken = settings.websiteToken;
  script.dataset.role = settings.role ?? "";

  const onReady = () => {
    const role = win.varcoSupportChat?.role;
    if (role) win.$chatwoot?.setCustomAttributes?.({ role });
  };
  script.addEventListener("load", () => {
    win.chatwootSDK?.run?.({ websiteToken: settings.websiteToken, baseUrl });
  });
  win.addEventListener("chatwoot:ready", onReady);
  doc.body.append(script);

  return () => {
    win.removeEventListener("chatwoot:ready", onReady);
    script.remove();
    // The widget's own elements (bubble and frame), so nothing of it stays on other pages.
    for (const element of doc.querySelectorAll(
      ".woot-widget-holder, .woot--bubble-holder, .woot-widget-bubble",
    )) {
      element.remove();
    }
    delete win.varcoSupportChat;
    delete win.chatwootSDK;
    delete win.$chatwoot;
  };
}
