import { useCallback, useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigate } from "react-router-dom";
import { interceptLinkClicks } from "./clientNavigation";
import { GoProvider } from "./navigation";
import { SupportChat } from "./SupportChat";

/**
 * The route every screen sits in: same-origin links navigate inside the app, scroll is restored,
 * and the support chat is offered where organisers work (never on the
 * public pages buyers see).
 */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => interceptLinkClicks(document, (to) => void navigate(to)), [navigate]);
  const go = useCallback((to: string) => void navigate(to, { replace: true }), [navigate]);
  return (
    <GoProvider value={go}>
      <Outlet />
      <ScrollRestoration />
      <SupportChat pathname={pathname} />
    </GoProvider>
  );
}
