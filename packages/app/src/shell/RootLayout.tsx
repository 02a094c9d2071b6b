import { useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigate } from "react-router-dom";
import { interceptLinkClicks } from "./clientNavigation";
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
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <SupportChat pathname={pathname} />
    </>
  );
}
