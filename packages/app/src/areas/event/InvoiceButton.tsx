import { useLingui } from "@lingui/react/macro";
import type { Event, Order } from "@varco/domain";
import { useDownloadOrderInvoice } from "@varco/domain/swr";
import { Button, toasts } from "@varco/ui";
import { failureMessage } from "../../forms/fieldErrors";
import { saveFile } from "../../shell/saveFile";

/**
 * Downloads the order's invoice (`GET events/{e}/orders/{o}/invoice`) as `<number>.pdf`, shown only
 * for an order that has one (docs/rules/invoices.md); a failure says why in a toast.
 */
export function InvoiceButton({ event, order }: { event: Pick<Event, "id">; order: Order }) {
  const { t, i18n } = useLingui();
  const download = useDownloadOrderInvoice();
  const invoice = order.latest_invoice;
  if (!invoice) return null;
  const number = invoice.invoice_number;
  const save = async () => {
    try {
      saveFile(await download.trigger(event.id, order.id ?? 0), `${number}.pdf`);
    } catch (error) {
      toasts.show({ tone: "danger", message: failureMessage(error, i18n) });
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      tone="neutral"
      isPending={download.isMutating}
      onPress={() => void save()}
    >
      {t`Invoice ${number}`}
    </Button>
  );
}
