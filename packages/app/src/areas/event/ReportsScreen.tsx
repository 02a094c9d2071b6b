import { type CalendarDate, today } from "@internationalized/date";
import { useLingui } from "@lingui/react/macro";
import {
  type DailySalesRow,
  type Event,
  type ExportFormat,
  type ProductSalesRow,
  type PromoCodeReportRow,
  type ReportType,
  reportTypes,
} from "@varco/domain";
import { useEventReport, useExportEventReport } from "@varco/domain/swr";
import {
  BarChart,
  Box,
  Card,
  Cell,
  Column,
  DateRangePicker,
  EmptyState,
  Heading,
  Inline,
  Row,
  Select,
  Stack,
  Table,
  TableBody,
  TableHeader,
  Text,
  toasts,
} from "@varco/ui";
import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { useSaleFormats } from "../../format/orderWords";
import { usableTimeZone } from "../../format/zonedTime";
import { failureMessage } from "../../forms/fieldErrors";
import { useLocaleControls } from "../../i18n/LocaleProvider";
import { QueryFailure, readFailed } from "../../shell/QueryView";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { csvBlobOf, saveFile } from "../../shell/saveFile";
import { ExportMenu } from "./ExportMenu";
import { useEventArea } from "./eventArea";

/** A column of a report: its heading, what the table shows, what the CSV holds (raw figures). */
interface ReportColumn<Row> {
  id: string;
  label: string;
  shown: (row: Row) => string;
  raw: (row: Row) => string | number | null;
}

/** What a report draws: its columns, the figure its chart shows and each bar's label. */
interface ReportView<Row> {
  columns: ReportColumn<Row>[];
  chartTitle: string;
  chartValue: ReportColumn<Row>;
  chartLabel: (row: Row) => string;
  money: boolean;
  key: (row: Row) => string;
}

const isReportType = (value: string | undefined): value is ReportType =>
  (reportTypes as readonly string[]).includes(value ?? "");

/** The last 30 days up to today in the event's time zone: what the server reports by default. */
function lastThirtyDays(zone: string) {
  const end = today(zone);
  return { start: end.subtract({ days: 29 }), end };
}

/**
 * `/manage/event/:eventId/reports` and `/report/:reportType`: product sales, daily sales or promo
 * codes over days chosen in the event's time zone, as a chart and a table, downloadable as CSV.
 */
export function ReportsScreen() {
  const { t } = useLingui();
  const { event } = useEventArea();
  const { reportType } = useParams();
  const navigate = useNavigate();
  const type: ReportType = isReportType(reportType) ? reportType : "product_sales";
  const title = t`Reports`;
  usePageTitle(`${title} · ${event.title}`);
  const zone = usableTimeZone(event.timezone);
  const [days, setDays] = useState<{ start: CalendarDate; end: CalendarDate }>(() => lastThirtyDays(zone));
  const names = useReportNames();

  return (
    <Stack gap="lg" padding="lg">
      <Heading level={1}>{title}</Heading>
      <Inline gap="md" align="end" wrap>
        <Box minWidth="xs">
          <Select
            label={t`Report`}
            items={reportTypes.map((id) => ({ id, label: names[id] }))}
            selectedKey={type}
            onSelectionChange={(key) => navigate(`/manage/event/${event.id}/report/${String(key)}`)}
          />
        </Box>
        <Box minWidth="xs">
          <DateRangePicker
            label={t`Days`}
            description={t`In the event's time zone (${zone}).`}
            value={days}
            onChange={(range) =>
              range && setDays({ start: range.start as CalendarDate, end: range.end as CalendarDate })
            }
          />
        </Box>
      </Inline>
      {type === "product_sales" ? (
        <ProductSales event={event} days={days} />
      ) : type === "daily_sales_report" ? (
        <DailySales event={event} days={days} />
      ) : (
        <PromoCodes event={event} days={days} />
      )}
    </Stack>
  );
}

function useReportNames(): Record<ReportType, string> {
  const { t } = useLingui();
  return {
    product_sales: t`Product sales`,
    daily_sales_report: t`Daily sales`,
    promo_codes_report: t`Promo codes`,
  };
}

type Days = { start: CalendarDate; end: CalendarDate };
const rangeOf = (days: Days) => ({ start_date: days.start.toString(), end_date: days.end.toString() });

function ProductSales({ event, days }: { event: Event; days: Days }) {
  const { t } = useLingui();
  const report = useEventReport(event.id, "product_sales", rangeOf(days));
  const format = useSaleFormats(event);
  const money = (amount: number) => format.money(amount, event.currency);
  const gross: ReportColumn<ProductSalesRow> = {
    id: "total_gross",
    label: t`Gross sales`,
    shown: (row) => money(row.total_gross),
    raw: (row) => row.total_gross,
  };
  return (
    <ReportBody
      type="product_sales"
      days={days}
      query={report}
      view={{
        key: (row) => String(row.product_id),
        chartTitle: t`Gross sales by product`,
        chartValue: gross,
        chartLabel: (row) => row.product_title,
        money: true,
        columns: [
          {
            id: "product_title",
            label: t`Product`,
            shown: (row) => row.product_title,
            raw: (row) => row.product_title,
          },
          {
            id: "number_sold",
            label: t`Sold`,
            shown: (row) => format.count(row.number_sold),
            raw: (row) => row.number_sold,
          },
          gross,
          {
            id: "total_tax",
            label: t`Taxes`,
            shown: (row) => money(row.total_tax),
            raw: (row) => row.total_tax,
          },
          {
            id: "total_service_fees",
            label: t`Fees`,
            shown: (row) => money(row.total_service_fees),
            raw: (row) => row.total_service_fees,
          },
        ],
      }}
    />
  );
}

function DailySales({ event, days }: { event: Event; days: Days }) {
  const { t } = useLingui();
  const { bcp47 } = useLocaleControls();
  const report = useEventReport(event.id, "daily_sales_report", rangeOf(days));
  const format = useSaleFormats(event);
  const money = (amount: number) => format.money(amount, event.currency);
  const dayFormat = new Intl.DateTimeFormat(bcp47, { dateStyle: "medium", timeZone: "UTC" });
  const day = (row: DailySalesRow) => dayFormat.format(new Date(`${row.date.slice(0, 10)}T00:00:00Z`));
  const gross: ReportColumn<DailySalesRow> = {
    id: "sales_total_gross",
    label: t`Gross sales`,
    shown: (row) => money(row.sales_total_gross),
    raw: (row) => row.sales_total_gross,
  };
  return (
    <ReportBody
      type="daily_sales_report"
      days={days}
      query={report}
      view={{
        key: (row) => row.date,
        chartTitle: t`Gross sales by day`,
        chartValue: gross,
        chartLabel: day,
        money: true,
        columns: [
          { id: "date", label: t`Day`, shown: day, raw: (row) => row.date.slice(0, 10) },
          {
            id: "orders_created",
            label: t`Orders`,
            shown: (row) => format.count(row.orders_created),
            raw: (row) => row.orders_created,
          },
          {
            id: "products_sold",
            label: t`Products sold`,
            shown: (row) => format.count(row.products_sold),
            raw: (row) => row.products_sold,
          },
          gross,
          {
            id: "total_tax",
            label: t`Taxes`,
            shown: (row) => money(row.total_tax),
            raw: (row) => row.total_tax,
          },
          {
            id: "total_fee",
            label: t`Fees`,
            shown: (row) => money(row.total_fee),
            raw: (row) => row.total_fee,
          },
          {
            id: "total_refunded",
            label: t`Refunded`,
            shown: (row) => money(row.total_refunded),
            raw: (row) => row.total_refunded,
          },
          {
            id: "total_views",
            label: t`Visits`,
            shown: (row) => format.count(row.total_views),
            raw: (row) => row.total_views,
          },
        ],
      }}
    />
  );
}

function PromoCodes({ event, days }: { event: Event; days: Days }) {
  const { t } = useLingui();
  const report = useEventReport(event.id, "promo_codes_report", rangeOf(days));
  const format = useSaleFormats(event);
  const money = (amount: number) => format.money(amount, event.currency);
  const statusWords: Record<PromoCodeReportRow["status"], string> = {
    Active: t`Active`,
    Expired: t`Expired`,
    "Limit Reached": t`Limit reached`,
    Deleted: t`Deleted`,
  };
  const uses: ReportColumn<PromoCodeReportRow> = {
    id: "times_used",
    label: t`Uses`,
    shown: (row) => format.count(row.times_used),
    raw: (row) => row.times_used,
  };
  return (
    <ReportBody
      type="promo_codes_report"
      days={days}
      query={report}
      view={{
        key: (row) => row.promo_code,
        chartTitle: t`Uses by promo code`,
        chartValue: uses,
        chartLabel: (row) => row.promo_code,
        money: false,
        columns: [
          {
            id: "promo_code",
            label: t`Promo code`,
            shown: (row) => row.promo_code,
            raw: (row) => row.promo_code,
          },
          uses,
          {
            id: "unique_customers",
            label: t`Buyers`,
            shown: (row) => format.count(row.unique_customers),
            raw: (row) => row.unique_customers,
          },
          {
            id: "total_gross_sales",
            label: t`Gross sales`,
            shown: (row) => money(row.total_gross_sales),
            raw: (row) => row.total_gross_sales,
          },
          {
            id: "total_discount_amount",
            label: t`Discounts given`,
            shown: (row) => money(row.total_discount_amount),
            raw: (row) => row.total_discount_amount,
          },
          {
            id: "status",
            label: t`Status`,
            shown: (row) => statusWords[row.status],
            raw: (row) => row.status,
          },
        ],
      }}
    />
  );
}

/** A report's chart, table and CSV download, once its rows are there. */
function ReportBody<Row extends object>({
  type,
  days,
  query,
  view,
}: {
  type: ReportType;
  days: Days;
  query: Parameters<typeof readFailed>[0] & { data: Row[] | undefined };
  view: ReportView<Row>;
}) {
  const { t, i18n } = useLingui();
  const { event } = useEventArea();
  const exporter = useExportEventReport();
  const rows = query.data ?? [];
  const names = useReportNames();
  const name = names[type];
  const currency = event.currency;
  if (readFailed(query)) return <QueryFailure query={query} failure={t`The report could not be loaded.`} />;
  const download = (format: ExportFormat) => {
    const fileName = `${event.slug}-${type}-${days.start.toString()}-${days.end.toString()}.${format}`;
    // The CSV is the table shown, written here; the spreadsheet, with number and date cells, the
    // server's.
    if (format === "csv")
      saveFile(
        csvBlobOf(
          view.columns.map((column) => column.label),
          rows.map((row) => view.columns.map((column) => column.raw(row))),
        ),
        fileName,
      );
    else
      exporter.trigger(event.id, type, rangeOf(days), "xlsx").then(
        (file) => saveFile(file, fileName),
        (error: unknown) => toasts.show({ tone: "danger", message: failureMessage(error, i18n) }),
      );
  };
  return (
    <Stack gap="lg">
      <Inline gap="md" align="center" justify="between" wrap>
        <Heading level={2}>{name}</Heading>
        {query.data === undefined ? null : (
          <ExportMenu label={t`Download`} onExport={download} isPending={exporter.isMutating} />
        )}
      </Inline>
      {query.data !== undefined && rows.length > 0 ? (
        <Card>
          <BarChart
            title={view.chartTitle}
            labelHeader={view.columns[0]?.label ?? ""}
            valueHeader={view.chartValue.label}
            formatOptions={view.money ? { style: "currency", currency: event.currency } : undefined}
            data={rows.map((row) => ({
              label: view.chartLabel(row),
              value: Number(view.chartValue.raw(row)),
            }))}
          />
        </Card>
      ) : null}
      <Table aria-label={name} isLoading={query.data === undefined} loadingLabel={t`Loading the report`}>
        <TableHeader columns={view.columns}>
          {(column) => (
            <Column id={column.id} isRowHeader={column === view.columns[0]}>
              {column.label}
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={rows.map((row) => ({ id: view.key(row), row }))}
          dependencies={[view]}
          renderEmptyState={() => (
            <EmptyState
              size="sm"
              titleLevel="none"
              title={t`Nothing in these days`}
              description={t`Choose other days, or come back once orders are placed.`}
            />
          )}
        >
          {(item) => (
            <Row id={item.id} columns={view.columns}>
              {(column) => <Cell>{column.shown(item.row)}</Cell>}
            </Row>
          )}
        </TableBody>
      </Table>
      <Text tone="muted" size="sm">{t`Amounts in ${currency}.`}</Text>
    </Stack>
  );
}

export { ReportsScreen as Component };
