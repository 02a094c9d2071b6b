import { Outlet, useLocation } from "react-router-dom";
import { LocaleSwitcher } from "../../shell/LocaleSwitcher";
import { AuthFrame } from "./AuthFrame";

/** The sign-in pages where the app runs: their frame, with the app's language switch. */
export function AuthLayout() {
  const { pathname } = useLocation();
  return (
    <AuthFrame pathname={pathname} languageSwitch={<LocaleSwitcher />}>
      <Outlet />
    </AuthFrame>
  );
}

export { AuthLayout as Component };
