import { useLingui } from "@lingui/react/macro";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe, type StripeElementLocale } from "@stripe/stripe-js";
import { useCreateStripePaymentIntent } from "@varco/domain/swr";
import { Button, SkeletonText, Stack, Text } from "@varco/ui";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { failureMessage } from "../../forms/fieldErrors";
import { useLocaleControls } from "../../i18n/LocaleProvider";

export interface CardPaymentProps {
  eventId: number;
  shortId: string;
  publishableKey: string;
  /** Where Stripe sends the buyer back after confirming (the payment-return page). */
  returnUrl: string;
  payLabel: string;
}

/** Stripe's Payment Element for the order's payment intent (this module is loaded only here). */
export default function CardPayment({
  eventId,
  shortId,
  publishableKey,
  returnUrl,
  payLabel,
}: CardPaymentProps) {
  const { t, i18n } = useLingui();
  const { bcp47 } = useLocaleControls();
  const create = useCreateStripePaymentIntent();
  const [intent, setIntent] = useState<{ stripe: Promise<Stripe | null>; clientSecret: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // One payment intent per visit of the page (the hook's functions change identity each render).
  const latest = useRef({ trigger: create.trigger, i18n });
  latest.current = { trigger: create.trigger, i18n };
  useEffect(() => {
    let current = true;
    latest.current
      .trigger(eventId, shortId)
      .then((answer) => {
        if (!current) return;
        setIntent({
          stripe: loadStripe(
            publishableKey,
            answer.account_id ? { stripeAccount: answer.account_id } : undefined,
          ),
          clientSecret: answer.client_secret,
        });
      })
      .catch((error: unknown) => {
        if (current) setProblem(failureMessage(error, latest.current.i18n));
      });
    return () => {
      current = false;
    };
  }, [eventId, shortId, publishableKey]);

  if (problem)
    return (
      <Text as="p" tone="danger" role="alert">
        {problem || t`Card payment could not be started.`}
      </Text>
    );
  if (!intent) return <SkeletonText lines={4} />;
  return (
    <Elements
      stripe={intent.stripe}
      options={{ clientSecret: intent.clientSecret, locale: bcp47 as StripeElementLocale }}
    >
      <CardForm returnUrl={returnUrl} payLabel={payLabel} />
    </Elements>
  );
}

function CardForm({ returnUrl, payLabel }: { returnUrl: string; payLabel: string }) {
  const { t } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPending(true);
    setProblem(null);
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
    // Only a refusal comes back here: a payment that went through leaves for the return page.
    setPending(false);
    setProblem(error.message ?? t`The payment did not go through. Try again or choose another way to pay.`);
  };

  return (
    <form onSubmit={(event) => void pay(event)}>
      <Stack gap="md">
        <PaymentElement />
        {problem ? (
          <Text as="p" tone="danger" role="alert">
            {problem}
          </Text>
        ) : null}
        <Button type="submit" isPending={pending} isDisabled={!stripe}>
          {payLabel}
        </Button>
      </Stack>
    </form>
  );
}
