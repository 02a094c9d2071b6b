import { LoginForm } from "../areas/auth/LoginForm";
import { AuthPageFrame } from "./AuthPageFrame";
import type { PageAddress } from "./PageFrame";

export interface LoginPageProps {
  address: PageAddress;
}

/** /auth/login drawn by the server; signing in opens the app at the page that asked for it. */
export function Page({ address }: LoginPageProps) {
  return (
    <AuthPageFrame address={address}>
      <LoginForm onSignedIn={(path) => window.location.replace(path)} />
    </AuthPageFrame>
  );
}
