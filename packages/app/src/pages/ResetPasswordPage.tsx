import { ResetPassword } from "../areas/auth/ResetPassword";
import { AuthPageFrame } from "./AuthPageFrame";
import type { PageAddress } from "./PageFrame";

export interface ResetPasswordPageProps {
  address: PageAddress;
  token: string;
  /** Whether the link still worked when the server checked it. */
  alive: boolean;
}

/** /auth/reset-password/{token} drawn by the server, which checked the link. */
export function Page({ address, token, alive }: ResetPasswordPageProps) {
  return (
    <AuthPageFrame address={address}>
      <ResetPassword token={token} alive={alive} />
    </AuthPageFrame>
  );
}
