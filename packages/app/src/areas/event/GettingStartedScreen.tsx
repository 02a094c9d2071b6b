import { useLingui } from "@lingui/react/macro";
import type { Event } from "@varco/domain";
import { useProductCategories } from "@varco/domain/swr";
import { Card, CheckIcon, ClockIcon, Heading, Icon, Inline, Link, Stack, Text } from "@varco/ui";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { EventStatusActions } from "./EventStatusActions";
import { coverOf, useEventArea } from "./eventArea";
import { hasText } from "./richText";

/** `/manage/event/:eventId/getting-started`: what is left before the event can go on sale. */
export function GettingStartedScreen() {
  const { event } = useEventArea();
  return <GettingStarted event={event} />;
}

function GettingStarted({ event }: { event: Event }) {
  const { t } = useLingui();
  usePageTitle(`${t`Getting started`} · ${event.title}`);
  const settings = `/manage/event/${event.id}/settings`;
  const categories = useProductCategories(event.id);
  const hasProduct = (categories.data ?? []).some((category) => (category.products?.length ?? 0) > 0);
  const located = Boolean(event.location_details?.address_line_1) || event.settings?.is_online_event === true;
  const steps = [
    { id: "created", title: t`Create the event`, done: true },
    {
      id: "cover",
      title: t`Add a cover image`,
      done: coverOf(event) !== undefined,
      href: `${settings}#cover`,
      action: t`Upload a cover image`,
    },
    {
      id: "details",
      title: t`Describe the event and say where it happens`,
      done: hasText(event.description) && located,
      href: `${settings}#details`,
      action: t`Edit the details`,
    },
    {
      id: "ticket",
      title: t`Add a ticket`,
      done: hasProduct,
      href: `/manage/event/${event.id}/products`,
      action: t`Add tickets`,
    },
    {
      id: "publish",
      title: t`Publish the event`,
      done: event.status === "LIVE",
    },
  ];
  const remaining = steps.filter((step) => !step.done).length;
  const title = event.title;

  return (
    <Stack gap="lg" padding="lg">
      <Stack gap="xs">
        <Heading level={1}>{t`Getting started`}</Heading>
        <Text tone="muted">
          {remaining === 0
            ? t`Everything is ready: your event is live.`
            : t`A few steps to get ${title} ready for sale.`}
        </Text>
      </Stack>
      <Card title={t`Checklist`} titleLevel={2}>
        <Stack as="ol" gap="md">
          {steps.map((step) => (
            <li key={step.id}>
              <Inline gap="sm" align="center" justify="between">
                <Inline gap="sm" align="center">
                  <Icon
                    icon={step.done ? CheckIcon : ClockIcon}
                    label={step.done ? t`Done` : t`To do`}
                    size="md"
                  />
                  <Text weight={step.done ? "regular" : "medium"}>{step.title}</Text>
                </Inline>
                {step.done ? null : step.id === "publish" ? (
                  <EventStatusActions event={event} only={["LIVE"]} />
                ) : step.href ? (
                  <Link href={step.href} variant="standalone">
                    {step.action}
                  </Link>
                ) : null}
              </Inline>
            </li>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}

export { GettingStartedScreen as Component };
