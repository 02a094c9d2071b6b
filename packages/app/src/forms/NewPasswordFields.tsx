import { useLingui } from "@lingui/react/macro";
import { PasswordField } from "@varco/ui";
import type { useFormErrors } from "./useFormErrors";

export interface NewPasswordFieldsProps {
  /** The form's errors (`useFormErrors`): each field shows its own reasons. */
  errors: ReturnType<typeof useFormErrors>;
  labels: { password: string; password_confirmation: string };
}

/**
 * A new password and its confirmation (`password`, `password_confirmation`), as every form that
 * sets one asks for them: registering, accepting an invitation, resetting, changing it.
 */
export function NewPasswordFields({ errors, labels }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        {...errors.field("password")}
        label={labels.password}
        autoComplete="new-password"
        description={t`At least 8 characters.`}
        isRequired
      />
      <PasswordField
        {...errors.field("password_confirmation")}
        label={labels.password_confirmation}
        autoComplete="new-password"
        isRequired
      />
    </>
  );
}
