import { AcceptInvitation, type InvitationAnswer } from "../areas/auth/AcceptInvitation";
import { AuthPageFrame } from "./AuthPageFrame";
import type { PageAddress } from "./PageFrame";

export interface AcceptInvitationPageProps {
  address: PageAddress;
  token: string;
  /** The invitation as the server read it. */
  answer: InvitationAnswer;
}

/** /auth/accept-invitation/{token} drawn by the server, which read the invitation. */
export function Page({ address, token, answer }: AcceptInvitationPageProps) {
  return (
    <AuthPageFrame address={address}>
      <AcceptInvitation token={token} answer={answer} />
    </AuthPageFrame>
  );
}
