import { Dialog, Form, type FormProps, Stack } from "@varco/ui";
import { type ReactNode, useId } from "react";
import { DialogFormFooter } from "./FormActions";

export interface FormDialogProps {
  title: string;
  description?: string;
  /** The form's state, from `useSchemaForm`. */
  form: { props: FormProps; isPending: boolean };
  /** The submit button's words; "Save" by default. */
  submitLabel?: string;
  /** The form's id, when its fields refer to it; one of its own otherwise. */
  formId?: string;
  /** The fields, one under another. */
  children: ReactNode;
}

/**
 * A dialog that is one form (add or change an item, invite someone, refund): its fields, and in
 * the footer Cancel and the submit button, which sends the form from outside it.
 */
export function FormDialog({ title, description, form, submitLabel, formId, children }: FormDialogProps) {
  const ownId = useId();
  const id = formId ?? ownId;
  return (
    <Dialog
      title={title}
      description={description}
      footer={({ close }) => (
        <DialogFormFooter formId={id} isPending={form.isPending} close={close} label={submitLabel} />
      )}
    >
      <Form id={id} {...form.props}>
        <Stack gap="md">{children}</Stack>
      </Form>
    </Dialog>
  );
}
