import { useEffect } from "react";
import { Outlet, ScrollRestoration, useNavigate } from "react-router-dom";
import { interceptLinkClicks } from "./clientNavigation";

/** The route every screen sits in: same-origin links navigate inside the app, scroll is restored. */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => interceptLinkClicks(document, (to) => void navigate(to)), [navigate]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
