import { ForgotPasswordScreen } from "../areas/auth/ForgotPasswordScreen";
import { AuthPageFrame } from "./AuthPageFrame";
import type { PageAddress } from "./PageFrame";

export interface ForgotPasswordPageProps {
  address: PageAddress;
}

/** /auth/forgot-password drawn by the server. */
export function Page({ address }: ForgotPasswordPageProps) {
  return (
    <AuthPageFrame address={address}>
      <ForgotPasswordScreen />
    </AuthPageFrame>
  );
}
