import { useLingui } from "@lingui/react/macro";
import { LoginForm } from "../areas/auth/LoginForm";
import { AuthPageFrame } from "./AuthPageFrame";
import type { PageAddress } from "./PageFrame";

export interface LoginPageProps {
  address: PageAddress;
  /** Arrived from choosing a new password (`?password_changed=1`). */
  passwordChanged: boolean;
}

/** /auth/login drawn by the server; signing in opens the app at the page that asked for it. */
export function Page({ address, passwordChanged }: LoginPageProps) {
  const { t } = useLingui();
  return (
    <AuthPageFrame address={address}>
      <LoginForm
        onSignedIn={(path) => window.location.replace(path)}
        notice={passwordChanged ? t`Your password has been changed. Sign in with the new one.` : undefined}
      />
    </AuthPageFrame>
  );
}
