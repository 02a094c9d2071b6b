import { useLingui } from "@lingui/react/macro";
import { Text } from "@varco/ui";
import { useAccountArea } from "./accountArea";

/** Tells someone who is not an admin why the account's settings are read-only (nothing for admins). */
export function AdminOnlyNote() {
  const { t } = useLingui();
  const { isAdmin } = useAccountArea();
  if (isAdmin) return null;
  return (
    <Text as="p" tone="muted">
      {t`Only an admin of the account can change these settings.`}
    </Text>
  );
}
