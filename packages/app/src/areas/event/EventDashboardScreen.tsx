import { Plural, useLingui } from "@lingui/react/macro";
import type { Event, EventDailyStats } from "@varco/domain";
import { useEventCheckInStats, useEventStats, useOrders } from "@varco/domain/swr";
import { BarChart, Box, Card, Heading, Inline, Link, Stack, StatCard, Text, TextField } from "@varco/ui";
import { EventDates } from "../../format/EventDates";
import { EventStatusBadge } from "../../format/EventStatusBadge";
import { useSaleFormats } from "../../format/orderWords";
import { RecentOrders } from "../../format/RecentOrders";
import { SalesFigures } from "../../format/SalesFigures";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { QueryFailure, readFailed } from "../../shell/QueryView";
import { usePageTitle, useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { publicAddressOf, shareableAddressOf, useEventArea } from "./eventArea";

/** How many of the newest orders the dashboard lists; the rest are on the orders screen. */
const recentShown = 5;

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
              { label: t`Visits`, value: stats.data?.total_views },
              { label: t`Fees`, value: stats.data?.total_fees, money: true },
              { label: t`Taxes`, value: stats.data?.total_tax, money: true },
              { label: t`Refunded`, value: stats.data?.total_refunded, money: true, lowerIsBetter: true },
            ]}
          />
        </Stack>
      </section>

      {stats.data?.daily_stats ? (
        <DailySales days={stats.data.daily_stats} currency={event.currency} />
      ) : null}

      <EventRecentOrders event={event} />

      <Card
        title={t`Check-in at the door`}
        titleLevel={2}
        footer={
          <Link href={`/manage/event/${event.id}/check-in`} variant="standalone">
            {t`Check-in lists and door links`}
          </Link>
        }
      >
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

/** A day ("2030-07-12") as the user's locale writes it short ("Jul 12"); the day is the event's. */
function useDayLabel() {
  const { bcp47 } = useLocaleControls();
  const format = new Intl.DateTimeFormat(bcp47, { day: "numeric", month: "short", timeZone: "UTC" });
  return (day: string) => format.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** The last days' sales and orders as bar charts, each with its figures as a table for screen readers. */
function DailySales({ days, currency }: { days: EventDailyStats[]; currency: string }) {
  const { t } = useLingui();
  const dayLabel = useDayLabel();
  return (
    <section aria-labelledby="event-daily">
      <Stack gap="md">
        <Heading level={2} id="event-daily">{t`The last days`}</Heading>
        <Inline gap="lg" align="stretch" wrap>
          <Box grow minWidth="xs">
            <Card>
              <BarChart
                title={t`Gross sales by day`}
                labelHeader={t`Day`}
                valueHeader={t`Gross sales`}
                formatOptions={{ style: "currency", currency }}
                data={days.map((day) => ({ label: dayLabel(day.date), value: day.total_sales_gross }))}
              />
            </Card>
          </Box>
          <Box grow minWidth="xs">
            <Card>
              <BarChart
                title={t`Orders by day`}
                labelHeader={t`Day`}
                valueHeader={t`Orders`}
                data={days.map((day) => ({ label: dayLabel(day.date), value: day.orders_created }))}
              />
            </Card>
          </Box>
        </Inline>
      </Stack>
    </section>
  );
}

/** The newest orders, with a link to all of them. */
function EventRecentOrders({ event }: { event: Event }) {
  const { t } = useLingui();
  const orders = useOrders(event.id, {
    per_page: recentShown,
    sort_by: "created_at",
    sort_direction: "desc",
  });
  const format = useSaleFormats(event);
  return (
    <RecentOrders
      orders={orders}
      format={format}
      emptyDescription={t`The newest orders appear here.`}
      allOrders={`/manage/event/${event.id}/orders`}
      eventId={event.id}
    />
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
