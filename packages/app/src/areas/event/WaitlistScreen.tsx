import { Plural, useLingui } from "@lingui/react/macro";
import {
  type Event,
  type FilterFields,
  maxWaitlistOfferQuantity,
  type OfferWaitlistBody,
  offerableWaitlistStatuses,
  type WaitlistEntry,
  type WaitlistEntryStatus,
  type WaitlistPriceStats,
  waitlistEntryStatuses,
} from "@varco/domain";
import {
  useDeleteWaitlistEntry,
  useOfferWaitlist,
  useWaitlistEntries,
  useWaitlistStats,
} from "@varco/domain/swr";
import {
  Badge,
  type BadgeTone,
  Button,
  Card,
  Cell,
  ConfirmDialog,
  Inline,
  NumberField,
  Stack,
  Text,
  toasts,
} from "@varco/ui";
import { useEffect, useState } from "react";
import { buyerNameOf, useSaleFormats } from "../../format/orderWords";
import { SalesFigures } from "../../format/SalesFigures";
import { failureMessage } from "../../forms/fieldErrors";
import { loadServerReasons } from "../../forms/reasonWords";
import { useToastedWrite } from "../../forms/toastedWrite";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { useEventArea } from "./eventArea";
import { allChoices, ListFilter, ListScreenFrame, StatusFilter } from "./ListScreenFrame";
import { useListScreen } from "./useListScreen";

/** The words of a waitlist entry's status, in the current locale. */
function useWaitlistWords() {
  const { t } = useLingui();
  const status: Record<WaitlistEntryStatus, string> = {
    WAITING: t`Waiting`,
    OFFERED: t`Offered`,
    PURCHASED: t`Purchased`,
    CANCELLED: t`Cancelled`,
    OFFER_EXPIRED: t`Offer expired`,
  };
  return { status };
}

const statusTones: Record<WaitlistEntryStatus, BadgeTone> = {
  WAITING: "info",
  OFFERED: "warning",
  PURCHASED: "success",
  CANCELLED: "neutral",
  OFFER_EXPIRED: "danger",
};

/** A price as the organiser names it: its product, and its label when it has one. */
function priceName(productTitle: string, priceLabel: string | null): string {
  return priceLabel ? `${productTitle} · ${priceLabel}` : productTitle;
}

const isOfferable = (status: WaitlistEntryStatus) =>
  (offerableWaitlistStatuses as readonly WaitlistEntryStatus[]).includes(status);

/** Still in line or holding an offer: removing it means something. */
const isOpen = (status: WaitlistEntryStatus) => status !== "PURCHASED" && status !== "CANCELLED";

/**
 * An offer-next call with what it says: the people offered to in a success toast, or why not in
 * the user's language (no unit free, nobody waiting, an entry no longer offerable).
 */
function useOffer(event: Event) {
  const { t, i18n } = useLingui();
  const offer = useOfferWaitlist();
  const send = async (body: OfferWaitlistBody) => {
    try {
      const offered = await offer.trigger(event.id, body);
      const names = offered.map(buyerNameOf).join(", ");
      toasts.show({ tone: "success", message: t`An offer went to ${names}.` });
    } catch (error) {
      await loadServerReasons(i18n);
      toasts.show({ tone: "danger", message: failureMessage(error, i18n) });
    }
  };
  return { send, isPending: offer.isMutating };
}

/**
 * `/manage/event/:eventId/waitlist`: who waits for a sold-out price. Its
 * figures, each price's line with the units free for it and an offer to the next people by hand,
 * then the entries, searched, filtered by status and price, sorted by place in line; an entry can
 * be offered a ticket now or removed.
 */
export function WaitlistScreen() {
  const { t, i18n } = useLingui();
  const { event } = useEventArea();
  const title = t`Waitlist`;
  usePageTitle(`${title} · ${event.title}`);
  const list = useListScreen("entry", { column: "position", direction: "ascending" });
  const [status, setStatus] = useState<string>(allChoices);
  const [price, setPrice] = useState<string>(allChoices);
  const [removing, setRemoving] = useState<WaitlistEntry | null>(null);
  const filters: FilterFields = {};
  if (status !== allChoices) filters.status = { eq: status };
  if (price !== allChoices) filters.product_price_id = { eq: Number(price) };
  const entries = useWaitlistEntries(event.id, list.listParams(filters));
  const stats = useWaitlistStats(event.id);
  const prices = stats.data?.products ?? [];
  const offer = useOffer(event);
  const remove = useDeleteWaitlistEntry();
  const run = useToastedWrite();
  const format = useSaleFormats(event);
  const words = useWaitlistWords();
  // The refusals' words, so a refused removal (already closed) is said in the user's language.
  useEffect(() => void loadServerReasons(i18n), [i18n]);
  const removedName = removing ? buyerNameOf(removing) : "";

  return (
    <ListScreenFrame
      title={title}
      list={list}
      opensRows={false}
      summary={
        <>
          <Text as="p" tone="muted">
            {t`People join the waitlist of a sold-out ticket from the event's page. A ticket that frees up is offered to the first in line, held for them for a while; an offer not taken in time passes to the next person.`}
          </Text>
          <SalesFigures
            query={stats}
            currency={event.currency}
            failure={t`The waitlist's figures could not be loaded.`}
            figures={[
              { label: t`On the waitlist`, value: stats.data?.total },
              { label: t`Waiting`, value: stats.data?.waiting },
              { label: t`Offered`, value: stats.data?.offered },
              { label: t`Purchased`, value: stats.data?.purchased },
              { label: t`Offers expired`, value: stats.data?.expired },
            ]}
          />
          {prices.length > 0 ? (
            <Card title={t`By ticket`} titleLevel={2}>
              <Stack as="ul" gap="md">
                {prices.map((line) => (
                  <PriceLine key={line.product_price_id} line={line} offer={offer} />
                ))}
              </Stack>
            </Card>
          ) : null}
        </>
      }
      find={{
        name: t`Find people on the waitlist`,
        label: t`Search the waitlist`,
        description: t`Name or email address.`,
      }}
      filters={
        <>
          <StatusFilter
            choices={waitlistEntryStatuses.map((id) => ({ id, label: words.status[id] }))}
            selected={status}
            onChange={list.filtered(setStatus)}
          />
          <ListFilter
            label={t`Ticket`}
            allLabel={t`All tickets`}
            choices={prices.map((line) => ({
              id: String(line.product_price_id),
              label: priceName(line.product_title, line.price_label),
            }))}
            selected={price}
            onChange={list.filtered(setPrice)}
          />
        </>
      }
      read={entries}
      failure={t`The waitlist could not be loaded.`}
      loadingLabel={t`Loading the waitlist`}
      columns={[
        { id: "name", label: t`Name` },
        { id: "position", label: t`Place`, sorts: true },
        { id: "email", label: t`Email` },
        { id: "ticket", label: t`Ticket` },
        { id: "status", label: t`Status`, sorts: true },
        { id: "created_at", label: t`Joined`, sorts: true },
        { id: "offer", label: t`Offer` },
        { id: "actions", label: t`Actions` },
      ]}
      dependencies={[format, words, offer.isPending]}
      empty={{
        title: t`Nobody on the waitlist`,
        description: t`When a ticket sells out, people can leave their email to be offered one that frees up. Turn it on for a ticket with "Waitlist when sold out" in its settings, under Tickets and products.`,
      }}
      row={(entry: WaitlistEntry) => {
        const name = buyerNameOf(entry);
        return {
          id: entry.id,
          name,
          cells: (
            <>
              <Cell>{format.count(entry.position)}</Cell>
              <Cell>{entry.email}</Cell>
              <Cell>{priceName(entry.product.title, entry.product_price.label)}</Cell>
              <Cell>
                <Badge tone={statusTones[entry.status]}>{words.status[entry.status]}</Badge>
              </Cell>
              <Cell>
                <time dateTime={entry.created_at}>{format.moment(entry.created_at)}</time>
              </Cell>
              <Cell>
                <OfferTimes entry={entry} moment={format.moment} />
              </Cell>
              <Cell>
                <Inline gap="sm" wrap>
                  {isOfferable(entry.status) ? (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t`Offer a ticket to ${name} now`}
                      isDisabled={offer.isPending}
                      onPress={() => void offer.send({ entry_id: entry.id })}
                    >
                      {t`Offer now`}
                    </Button>
                  ) : null}
                  {isOpen(entry.status) ? (
                    <Button
                      size="sm"
                      variant="outline"
                      tone="danger"
                      aria-label={t`Remove ${name}`}
                      onPress={() => setRemoving(entry)}
                    >
                      {t`Remove`}
                    </Button>
                  ) : null}
                </Inline>
              </Cell>
            </>
          ),
        };
      }}
    >
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(isOpen) => !isOpen && setRemoving(null)}
        tone="danger"
        title={t`Remove from the waitlist?`}
        message={t`${removedName} leaves the waitlist and gets no offer. A ticket held for them now passes to the next person.`}
        confirmLabel={t`Remove`}
        cancelLabel={t`Keep`}
        onConfirm={run(
          () => remove.trigger(event.id, removing?.id ?? 0),
          t`${removedName} was removed from the waitlist.`,
        )}
      />
    </ListScreenFrame>
  );
}

/** When the entry was offered a ticket, and until when the offer holds it. */
function OfferTimes({ entry, moment }: { entry: WaitlistEntry; moment: (iso: string) => string }) {
  const { t } = useLingui();
  if (!entry.offered_at) return null;
  const until = entry.offer_expires_at;
  const expires = until ? moment(until) : "";
  return (
    <Stack gap="none">
      <time dateTime={entry.offered_at}>{moment(entry.offered_at)}</time>
      {until ? (
        <Text size="sm" tone="muted">
          {t`Until ${expires}`}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One price's line: who waits, who holds an offer, the units free, and an offer to the next people. */
function PriceLine({ line, offer }: { line: WaitlistPriceStats; offer: ReturnType<typeof useOffer> }) {
  const { t } = useLingui();
  const [quantity, setQuantity] = useState(1);
  const name = priceName(line.product_title, line.price_label);
  const { waiting, offered } = line;
  const free = line.available === null ? t`no limit` : String(line.available);
  const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= maxWaitlistOfferQuantity;
  return (
    <Inline as="li" gap="md" align="end" justify="between" wrap>
      <Stack gap="none">
        <Text weight="bold">{name}</Text>
        <Text size="sm" tone="muted">
          {t`Waiting: ${waiting} · Offered: ${offered} · Free for the waitlist: ${free}`}
        </Text>
      </Stack>
      <Inline
        as="form"
        gap="sm"
        align="end"
        aria-label={t`Offer ${name} to the next people waiting`}
        onSubmit={(submitted) => {
          submitted.preventDefault();
          if (valid) void offer.send({ product_price_id: line.product_price_id, quantity });
        }}
      >
        <NumberField
          label={t`People`}
          value={quantity}
          onChange={setQuantity}
          minValue={1}
          maxValue={maxWaitlistOfferQuantity}
        />
        <Button type="submit" variant="outline" isDisabled={!valid || waiting === 0 || offer.isPending}>
          <Plural value={quantity} one="Offer to the next person" other="Offer to the next # people" />
        </Button>
      </Inline>
    </Inline>
  );
}

export { WaitlistScreen as Component };
