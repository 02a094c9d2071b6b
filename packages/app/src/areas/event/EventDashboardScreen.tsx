import { Plural, useLingui } from "@lingui/react/macro";
import type { Event } from "@varco/domain";
import { useEventCheckInStats, useEventStats } from "@varco/domain/swr";
import { Button, Card, Heading, Inline, Link, Stack, StatCard, Text, TextField } from "@varco/ui";
import { EventDates } from "../../format/EventDates";
import { EventStatusBadge } from "../../format/EventStatusBadge";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { usePageTitle, useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { publicAddressOf, shareableAddressOf, useEventArea } from "./eventArea";

/** `/manage/event/:eventId/dashboard`: the figures of one event, its status and its public page. */
export function EventDashboardScreen() {
  const { event } = useEventArea();
  return <Dashboard event={event} />;
}

function Dashboard({ event }: { event: Event }) {
  const { t } = useLingui();
  const { frontendUrl } = useRuntimeConfig();
  const { bcp47 } = useLocaleControls();
  usePageTitle(`${t`Dashboard`} · ${event.title}`);
  const stats = useEventStats(event.id);
  const checkIns = useEventCheckInStats(event.id);
  const money: Intl.NumberFormatOptions = { style: "currency", currency: event.currency };
  const loading = !stats.data;
  const figure = (value: number | undefined) => value ?? 0;
  const count = (value: number) => new Intl.NumberFormat(bcp47).format(value);

  return (
    <Stack gap="lg" padding="lg">
      <Stack gap="sm">
        <Inline gap="md" align="center" justify="between">
          <Inline gap="sm" align="center">
            <Heading level={1}>{event.title}</Heading>
            <EventStatusBadge status={event.status} />
          </Inline>
          <Link href={publicAddressOf(event)} variant="standalone" isExternal>
            {event.status === "LIVE" ? t`View the public page` : t`Preview the public page`}
          </Link>
        </Inline>
        <Text tone="muted">
          <EventDates event={event} locale={bcp47} />
        </Text>
        {event.status === "LIVE" && (
          <TextField
            label={t`Public address`}
            description={t`Share it with your buyers.`}
            value={shareableAddressOf(event, frontendUrl, window.location.origin)}
            isReadOnly
          />
        )}
      </Stack>

      <section aria-labelledby="event-sales">
        <Stack gap="md">
          <Heading level={2} id="event-sales">{t`Sales`}</Heading>
          {stats.error ? (
            <Stack gap="sm" align="start" role="alert">
              <Text tone="danger">{t`The figures could not be loaded.`}</Text>
              <Button variant="outline" onPress={() => void stats.mutate()}>
                {t`Try again`}
              </Button>
            </Stack>
          ) : (
            <Inline gap="md" align="stretch">
              <StatCard
                label={t`Gross sales`}
                value={figure(stats.data?.total_gross_sales)}
                formatOptions={money}
                isLoading={loading}
              />
              <StatCard label={t`Orders`} value={figure(stats.data?.total_orders)} isLoading={loading} />
              <StatCard
                label={t`Products sold`}
                value={figure(stats.data?.total_products_sold)}
                isLoading={loading}
              />
              <StatCard
                label={t`Attendees`}
                value={figure(stats.data?.total_attendees_registered)}
                isLoading={loading}
              />
              <StatCard label={t`Page views`} value={figure(stats.data?.total_views)} isLoading={loading} />
              <StatCard
                label={t`Fees`}
                value={figure(stats.data?.total_fees)}
                formatOptions={money}
                isLoading={loading}
              />
              <StatCard
                label={t`Taxes`}
                value={figure(stats.data?.total_tax)}
                formatOptions={money}
                isLoading={loading}
              />
              <StatCard
                label={t`Refunded`}
                value={figure(stats.data?.total_refunded)}
                formatOptions={money}
                lowerIsBetter
                isLoading={loading}
              />
            </Inline>
          )}
        </Stack>
      </section>

      <Card title={t`Check-in at the door`} titleLevel={2}>
        {checkIns.data ? (
          <Text as="p">
            <CheckInLine
              checkedIn={count(checkIns.data.total_checked_in_attendees)}
              total={count(checkIns.data.total_attendees)}
              attendees={checkIns.data.total_attendees}
            />
          </Text>
        ) : checkIns.error ? (
          <Stack gap="sm" align="start" role="alert">
            <Text tone="danger">{t`The check-in figures could not be loaded.`}</Text>
            <Button variant="outline" onPress={() => void checkIns.mutate()}>
              {t`Try again`}
            </Button>
          </Stack>
        ) : (
          <StatCard label={t`Checked in`} value={0} isLoading variant="subtle" />
        )}
      </Card>
    </Stack>
  );
}

/** "3 of 120 attendees checked in": the figures formatted, the grammar by the number of attendees. */
function CheckInLine({
  checkedIn,
  total,
  attendees,
}: {
  checkedIn: string;
  total: string;
  attendees: number;
}) {
  return (
    <Plural
      value={attendees}
      one={`${checkedIn} of ${total} attendee checked in`}
      other={`${checkedIn} of ${total} attendees checked in`}
    />
  );
}

export { EventDashboardScreen as Component };
