import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { failureMessage } from "../../forms/fieldErrors";
import { useToastedWrite } from "../../forms/toastedWrite";

/**
 * A list the organiser puts in order (by drag or keyboard): the order just chosen shows at once,
 * until the server's answer replaces the list it was made from. A refused order goes back to the
 * server's, and a toast says why; `changed` words the statuses that mean the list changed meanwhile.
 */
export function useSavedOrder<Item>(
  saved: Item[],
  send: (next: Item[]) => Promise<unknown>,
  changed: Partial<Record<number, string>>,
) {
  const { t, i18n } = useLingui();
  const write = useToastedWrite();
  const [moved, setMoved] = useState<{ from: Item[]; to: Item[] } | null>(null);

  const save = (next: Item[]) => {
    setMoved({ from: saved, to: next });
    const refused = (error: unknown) => {
      setMoved(null);
      return failureMessage(error, i18n, { statuses: changed });
    };
    return write(() => send(next), t`The new order was saved.`, refused)().catch(() => {
      // Said in its toast; the list is back in the server's order.
    });
  };

  return { items: moved?.from === saved ? moved.to : saved, save };
}
