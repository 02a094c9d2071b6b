import { useLingui } from "@lingui/react/macro";
import { Text } from "@varco/ui";

/**
 * Said only to a browser without JavaScript, where a page the server drew still reads and links
 * but its forms cannot send: so the visitor knows why, instead of finding the page unchanged.
 */
export function NoScriptNotice() {
  const { t } = useLingui();
  return (
    <noscript>
      <Text as="p" tone="muted" role="note">
        {t`This form needs JavaScript: turn it on in your browser to send it.`}
      </Text>
    </noscript>
  );
}
