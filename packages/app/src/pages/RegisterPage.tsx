import { RegisterScreen } from "../areas/auth/RegisterScreen";
import { AuthPageFrame } from "./AuthPageFrame";
import type { PageAddress } from "./PageFrame";

export interface RegisterPageProps {
  address: PageAddress;
}

/** /auth/register drawn by the server; the new account opens the app's welcome. */
export function Page({ address }: RegisterPageProps) {
  return (
    <AuthPageFrame address={address}>
      <RegisterScreen />
    </AuthPageFrame>
  );
}
