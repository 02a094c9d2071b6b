import { useLingui } from "@lingui/react/macro";
import type { Event, Order } from "@varco/domain";
import { useDownloadCreditNote, useDownloadOrderInvoice } from "@varco/domain/swr";
import { Button, toasts } from "@varco/ui";
import { failureMessage } from "../../forms/fieldErrors";
import { saveFile } from "../../shell/saveFile";

/**
 * The order's invoice and credit notes as PDFs (docs/rules/invoices.md), each saved as
 * `<number>.pdf`: a button per document the order has, none when it has none; a failure says why
 * in a toast.
 */
export function InvoiceButton({ event, order }: { event: Pick<Event, "id">; order: Order }) {
  const { t, i18n } = useLingui();
  const invoice = useDownloadOrderInvoice();
  const creditNote = useDownloadCreditNote();
  const orderId = order.id ?? 0;
  const save = async (number: string, fetch: () => Promise<Blob>) => {
    try {
      saveFile(await fetch(), `${number}.pdf`);
    } catch (error) {
      toasts.show({ tone: "danger", message: failureMessage(error, i18n) });
    }
  };
  const number = order.latest_invoice?.invoice_number;
  return (
    <>
      {number ? (
        <Button
          size="sm"
          variant="outline"
          tone="neutral"
          isPending={invoice.isMutating}
          onPress={() => void save(number, () => invoice.trigger(event.id, orderId))}
        >
          {t`Invoice ${number}`}
        </Button>
      ) : null}
      {(order.credit_notes ?? []).map((note) => {
        const noteNumber = note.invoice_number;
        return (
          <Button
            key={note.id}
            size="sm"
            variant="outline"
            tone="neutral"
            onPress={() => void save(noteNumber, () => creditNote.trigger(event.id, orderId, note.id))}
          >
            {t`Credit note ${noteNumber}`}
          </Button>
        );
      })}
    </>
  );
}
