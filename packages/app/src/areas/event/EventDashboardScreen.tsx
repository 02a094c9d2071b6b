import { Plural, useLingui } from "@lingui/react/macro";
import type { Event } from "@varco/domain";
import { useEventCheckInStats, useEventStats } from "@varco/domain/swr";
import { Card, Heading, Inline, Link, Stack, StatCard, Text, TextField } from "@varco/ui";
import { EventDates } from "../../format/EventDates";
import { EventStatusBadge } from "../../format/EventStatusBadge";
import { SalesFigures } from "../../format/SalesFigures";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { QueryFailure, readFailed } from "../../shell/QueryView";
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
          <SalesFigures
            query={stats}
            currency={event.currency}
            failure={t`The figures could not be loaded.`}
            figures={[
              { label: t`Gross sales`, value: stats.data?.total_gross_sales, money: true },
              { label: t`Orders`, value: stats.data?.total_orders },
              { label: t`Products sold`, value: stats.data?.total_products_sold },
              { label: t`Attendees`, value: stats.data?.total_attendees_registered },
              { label: t`Page views`, value: stats.data?.total_views },
              { label: t`Fees`, value: stats.data?.total_fees, money: true },
              { label: t`Taxes`, value: stats.data?.total_tax, money: true },
              { label: t`Refunded`, value: stats.data?.total_refunded, money: true, lowerIsBetter: true },
            ]}
          />
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
        ) : readFailed(checkIns) ? (
          <QueryFailure query={checkIns} failure={t`The check-in figures could not be loaded.`} />
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
