import { useLingui } from "@lingui/react/macro";
import { isApiError, safeReturnPath } from "@varco/domain";
import { useConfirmEmail, useConfirmEmailChange, useCurrentUser } from "@varco/domain/swr";
import { ResultPage, SkeletonText, Stack } from "@varco/ui";
import { useEffect, useRef, useState } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { usePageTitle, useRuntimeConfig } from "../../shell/RuntimeConfigContext";

type Outcome = { ok: true } | { ok: false; status: number };

/**
 * Sends the link's token once the signed-in user is known (once only, even when React runs the
 * effect twice) and tells what came of it.
 */
function useTokenCall(call: (userId: number, token: string) => Promise<unknown>): Outcome | null {
  const { token = "" } = useParams();
  const { data: user } = useCurrentUser();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sent = useRef<string | null>(null);
  const latest = useRef(call);
  latest.current = call;

  useEffect(() => {
    if (!user || sent.current === token) return;
    sent.current = token;
    latest.current(user.id, token).then(
      () => setOutcome({ ok: true }),
      (error: unknown) => setOutcome({ ok: false, status: isApiError(error) ? error.status : 0 }),
    );
  }, [user, token]);

  return outcome;
}

function Result({
  heading,
  description,
  failed,
  back,
}: {
  heading: string;
  description: string;
  failed: boolean;
  /** Where the person was when the mail was sent (a path of this site), to go back to. */
  back?: string | undefined;
}) {
  const { t } = useLingui();
  const { appName, logoDarkUrl, logoLightUrl } = useRuntimeConfig();
  usePageTitle(heading);
  return (
    <ResultPage
      variant={failed ? "error" : "notFound"}
      logo={{ alt: appName, darkSrc: logoDarkUrl, lightSrc: logoLightUrl }}
      heading={heading}
      description={description}
      homeHref={back ?? "/manage/profile"}
      homeLabel={back ? t`Continue where you were` : t`Go to your profile`}
    />
  );
}

function Checking({ label }: { label: string }) {
  usePageTitle(label);
  return (
    <Stack gap="md" padding="lg" aria-busy="true" aria-label={label} role="status">
      <SkeletonText lines={3} />
    </Stack>
  );
}

/** /manage/profile/confirm-email-change/{token}: the link sent to a new address applies the change. */
export function ConfirmEmailChangeScreen() {
  const { t } = useLingui();
  const confirm = useConfirmEmailChange();
  const outcome = useTokenCall((userId, token) => confirm.trigger(userId, token));
  const { data: user } = useCurrentUser();
  if (!outcome) return <Checking label={t`Changing your email address`} />;
  if (outcome.ok) {
    const email = confirm.data?.email ?? user?.email ?? "";
    return (
      <Result
        failed={false}
        heading={t`Your email address was changed`}
        description={t`From now on you sign in with ${email}.`}
      />
    );
  }
  return (
    <Result
      failed
      heading={t`The email address was not changed`}
      description={
        outcome.status === 409
          ? t`Another account uses this address now. Choose a different one on your profile.`
          : outcome.status === 404 || outcome.status === 400
            ? t`This link has expired or was already used. Ask for the change again on your profile.`
            : t`Something went wrong. Try again in a moment.`
      }
    />
  );
}

/** /manage/profile/confirm-email-address/{token}: the link of the confirmation email. */
export function ConfirmEmailAddressScreen() {
  const { t } = useLingui();
  const confirm = useConfirmEmail();
  const outcome = useTokenCall((userId, token) => confirm.trigger(userId, token));
  // The link names the page the person asked from; only a path of this site is followed.
  const next = useSearchParams()[0].get("next");
  if (!outcome) return <Checking label={t`Confirming your email address`} />;
  if (outcome.ok)
    return (
      <Result
        failed={false}
        heading={t`Your email address is confirmed`}
        description={t`Thank you. Your account is ready to use.`}
        back={next === null ? undefined : safeReturnPath(next)}
      />
    );
  return (
    <Result
      failed
      heading={t`The email address was not confirmed`}
      description={
        outcome.status === 400 || outcome.status === 404
          ? t`This link has expired or is not valid. On your profile you can ask for a new code.`
          : t`Something went wrong. Try again in a moment.`
      }
    />
  );
}
