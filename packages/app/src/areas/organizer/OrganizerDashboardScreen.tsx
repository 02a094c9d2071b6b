import { useLingui } from "@lingui/react/macro";
import type { Organizer } from "@varco/domain";
import { useOrganizerEvents, useOrganizerOrders, useOrganizerStats } from "@varco/domain/swr";
import { Box, EmptyState, Heading, Inline, Link, Select, Stack, Text } from "@varco/ui";
import { useState } from "react";
import { EventRow } from "../../events/EventRow";
import { useSaleFormats } from "../../format/orderWords";
import { RecentOrders } from "../../format/RecentOrders";
import { type SalesFigure, SalesFigures } from "../../format/SalesFigures";
import { QueryView } from "../../shell/QueryView";
import { organizerPath, useOrganizerArea } from "./OrganizerLayout";

/** How many upcoming events the dashboard shows; the rest are on the organiser's events page. */
const upcomingShown = 5;

/** How many of the newest orders, over all the organiser's events, the dashboard lists. */
const recentOrdersShown = 5;

/** /manage/organizer/{organizerId?}/dashboard: the organiser's figures, next events and public page. */
export function OrganizerDashboardScreen() {
  const { organizer } = useOrganizerArea();
  return (
    <Stack gap="xl">
      <PublicPageLinks organizer={organizer} />
      <Stats organizer={organizer} />
      <OrganizerRecentOrders organizer={organizer} />
      <UpcomingEvents organizer={organizer} />
    </Stack>
  );
}

function PublicPageLinks({ organizer }: { organizer: Organizer }) {
  const { t } = useLingui();
  return (
    <Inline gap="lg" wrap>
      {organizer.status === "LIVE" ? (
        <Link href={`/events/${organizer.id}/${organizer.slug}`} variant="standalone">
          {t`Open the public page`}
        </Link>
      ) : (
        <Text tone="muted">{t`The public page is online once the organiser is published.`}</Text>
      )}
      <Link href={`/organizer/${organizer.id}/preview`} variant="standalone">
        {t`Preview the public page`}
      </Link>
    </Inline>
  );
}

function Stats({ organizer }: { organizer: Organizer }) {
  const { t } = useLingui();
  const [currency, setCurrency] = useState<string | undefined>(undefined);
  const stats = useOrganizerStats(organizer.id, currency);
  const shown = stats.data?.currency_code ?? currency ?? organizer.currency;
  const figures = stats.data;
  const currencies = figures?.all_organizers_currencies ?? [];
  const cards: SalesFigure[] = [
    { label: t`Gross sales`, value: figures?.total_gross_sales, money: true },
    { label: t`Orders`, value: figures?.total_orders },
    { label: t`Tickets sold`, value: figures?.total_products_sold },
    { label: t`Attendees`, value: figures?.total_attendees_registered },
    { label: t`Visits`, value: figures?.total_views },
    { label: t`Refunded`, value: figures?.total_refunded, money: true, lowerIsBetter: true },
  ];

  return (
    <Stack as="section" gap="md" aria-labelledby="organizer-figures">
      <Inline gap="md" justify="between" align="end" wrap>
        <Heading level={2} id="organizer-figures">
          {t`Figures`}
        </Heading>
        {currencies.length > 1 && (
          <Box minWidth="xxs">
            <Select
              label={t`Currency`}
              items={currencies.map((code) => ({ id: code, label: code }))}
              selectedKey={shown}
              onSelectionChange={(key) => setCurrency(String(key))}
            />
          </Box>
        )}
      </Inline>
      <SalesFigures
        query={stats}
        figures={cards}
        currency={shown}
        failure={t`The figures could not be loaded.`}
      />
    </Stack>
  );
}

/** The newest orders of every event of the organiser, each linking to its event's orders. */
function OrganizerRecentOrders({ organizer }: { organizer: Organizer }) {
  const { t } = useLingui();
  const orders = useOrganizerOrders(organizer.id, {
    per_page: recentOrdersShown,
    sort_by: "created_at",
    sort_direction: "desc",
  });
  const format = useSaleFormats(organizer);
  return (
    <RecentOrders
      orders={orders}
      format={format}
      emptyDescription={t`The newest orders of all your events appear here.`}
    />
  );
}

function UpcomingEvents({ organizer }: { organizer: Organizer }) {
  const { t } = useLingui();
  const events = useOrganizerEvents(organizer.id, {
    eventsStatus: "upcoming",
    per_page: upcomingShown,
    sort_by: "start_date",
    sort_direction: "asc",
  });
  const total = events.data?.meta.total ?? 0;

  return (
    <Stack as="section" gap="md" aria-labelledby="organizer-upcoming">
      <Inline gap="md" justify="between" align="center" wrap>
        <Heading level={2} id="organizer-upcoming">
          {t`Upcoming events`}
        </Heading>
        {total > 0 && (
          <Link href={organizerPath(organizer.id, "events")} variant="standalone">
            {t`All events`}
          </Link>
        )}
      </Inline>
      <QueryView
        query={events}
        loadingLabel={t`Loading events`}
        failure={t`The events could not be loaded.`}
        rowHeight={72}
      >
        {({ data }) =>
          data.length === 0 ? (
            <EmptyState
              titleLevel={3}
              title={t`No upcoming events`}
              description={t`The events of this organiser that have not ended appear here.`}
            />
          ) : (
            <Stack as="ul" gap="sm">
              {data.map((event) => (
                <li key={event.id}>
                  <EventRow event={event} />
                </li>
              ))}
            </Stack>
          )
        }
      </QueryView>
    </Stack>
  );
}

export { OrganizerDashboardScreen as Component };
