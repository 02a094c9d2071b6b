import { useLingui } from "@lingui/react/macro";
import { NativeButton } from "@varco/ui";
import { type ComponentType, useRef, useState } from "react";
import type { JoinWaitlistDialogProps } from "../waitlist/JoinWaitlistDialog";
import type { Choice } from "./ticketSelection";

/**
 * A sold-out price of a product with a waitlist: the button that opens the dialog to join its line.
 * The dialog and its words load on the first press (most visitors never press it); closed, it
 * gives the focus back to the button.
 */
export function WaitlistButton({ choice }: { choice: Choice }) {
  const { t, i18n } = useLingui();
  const [Dialog, setDialog] = useState<ComponentType<JoinWaitlistDialogProps> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <NativeButton
        ref={button}
        variant="outline"
        aria-haspopup="dialog"
        onClick={async () => {
          const Loaded = await (await import("../waitlist/openWaitlist")).openWaitlist(i18n);
          setDialog(() => Loaded);
        }}
      >
        {t`Join the waitlist`}
      </NativeButton>
      {Dialog ? (
        <Dialog
          choice={choice}
          onClose={() => {
            setDialog(null);
            button.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
