import { useLingui } from "@lingui/react/macro";
import { type Affiliate, type Event, maxPerPage } from "@varco/domain";
import {
  useAffiliates,
  useDeleteAffiliate,
  useExportAffiliates,
  useUpdateAffiliate,
} from "@varco/domain/swr";
import { Badge, Button, Cell, CopyButton, toasts } from "@varco/ui";
import { failureMessage } from "../../forms/fieldErrors";
import { EditAndDelete } from "../../shell/EditAndDelete";
import { EditableTable } from "../../shell/EditableTable";
import { usePageTitle, useRuntimeConfig } from "../../shell/RuntimeConfigContext";
import { useEditableList } from "../../shell/useEditableList";
import { AffiliateDialog } from "./AffiliateDialog";
import { ExportMenu } from "./ExportMenu";
import { shareableAddressOf, useEventArea } from "./eventArea";
import { useMoney } from "./productWords";
import { useExportDownload } from "./useListScreen";

/** Enough for every affiliate of an event on one page. */
const listParams = { per_page: maxPerPage };

/** The event's public page with the affiliate's code: sales through it are credited to them. */
export function affiliateLinkOf(
  event: Event,
  code: string,
  frontendUrl: string | null,
  origin: string,
): string {
  const url = new URL(shareableAddressOf(event, frontendUrl, origin));
  url.searchParams.set("aff", code);
  return url.href;
}

/**
 * `/manage/event/:eventId/affiliates`: the partners who sell the event, each with the link that
 * credits them, what it brought (orders, tickets, gross, and net of refunds and cancellations:
 * docs/rules/affiliates.md), a switch on and off, and the export of it all.
 */
export function AffiliatesScreen() {
  const { t, i18n } = useLingui();
  const { event } = useEventArea();
  const { frontendUrl } = useRuntimeConfig();
  const title = t`Affiliates`;
  usePageTitle(`${title} · ${event.title}`);
  const read = useAffiliates(event.id, listParams);
  const remove = useDeleteAffiliate();
  const update = useUpdateAffiliate();
  const exporting = useExportDownload(useExportAffiliates(), event, "affiliates");
  const list = useEditableList<Affiliate>();
  const money = useMoney(event.currency);

  const switchStatus = async (item: Affiliate) => {
    const status = item.status === "ACTIVE" ? "INACTIVE" : "ACTIVE";
    const name = item.name;
    try {
      await update.trigger(event.id, item.id, { name: item.name, email: item.email, status });
      toasts.show({
        tone: "success",
        message: status === "ACTIVE" ? t`${name} is active again.` : t`${name} is inactive.`,
      });
    } catch (error) {
      toasts.show({ tone: "danger", message: failureMessage(error, i18n) });
    }
  };

  return (
    <EditableTable
      list={list}
      title={title}
      addLabel={t`Add an affiliate`}
      actions={<ExportMenu label={t`Export`} onExport={exporting.download} isPending={exporting.isPending} />}
      intro={t`Partners who sell the event with their own link: sales made within 30 days of opening it are credited to them, the last link opened counting. Net leaves out cancelled orders and takes refunds off.`}
      read={read}
      items={read.data?.data}
      failure={t`The affiliates could not be loaded.`}
      columns={[
        { id: "name", label: t`Name` },
        { id: "code", label: t`Code` },
        { id: "status", label: t`Status` },
        { id: "orders", label: t`Orders` },
        { id: "tickets", label: t`Tickets` },
        { id: "gross", label: t`Gross` },
        { id: "net", label: t`Net` },
      ]}
      dependencies={[money, update.isMutating]}
      empty={{
        title: t`No affiliates yet`,
        description: t`Add one to give a partner a link that credits them with the sales it brings.`,
      }}
      row={(item) => {
        const { name, code } = item;
        const active = item.status === "ACTIVE";
        return {
          name,
          detail: item.email,
          cells: (
            <>
              <Cell>
                <code>{code}</code>
              </Cell>
              <Cell>
                <Badge tone={active ? "success" : "neutral"}>{active ? t`Active` : t`Inactive`}</Badge>
              </Cell>
              <Cell>{String(item.total_sales)}</Cell>
              <Cell>{String(item.total_tickets)}</Cell>
              <Cell>{money(item.total_sales_gross)}</Cell>
              <Cell>{money(item.total_sales_net)}</Cell>
            </>
          ),
          actions: (
            <EditAndDelete name={name} {...list.rowActions(item)}>
              <CopyButton
                value={affiliateLinkOf(event, code, frontendUrl, window.location.origin)}
                label={t`Copy the tracking link of ${name}`}
                copiedLabel={t`Link copied`}
                iconOnly
              />
              <Button
                size="sm"
                variant="outline"
                isDisabled={update.isMutating}
                aria-label={active ? t`Deactivate ${name}` : t`Activate ${name}`}
                onPress={() => void switchStatus(item)}
              >
                {active ? t`Deactivate` : t`Activate`}
              </Button>
            </EditAndDelete>
          ),
        };
      }}
      editor={(existing, done) => <AffiliateDialog event={event} existing={existing} onDone={done} />}
      deletion={{
        nameOf: (item) => item.name,
        title: t`Delete this affiliate?`,
        message: (name) =>
          t`The link of ${{ name }} will credit no more sales, and the affiliate leaves this list with its figures. Its orders are not changed.`,
        remove: (item) => remove.trigger(event.id, item.id),
        deleted: (name) => t`${name} was deleted.`,
      }}
    />
  );
}

export { AffiliatesScreen as Component };
