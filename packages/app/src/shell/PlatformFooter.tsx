import { useLingui } from "@lingui/react/macro";
import { PoweredByFooter } from "@varco/ui";
import { provider } from "./provider";
import { useRuntimeConfig } from "./RuntimeConfigContext";

export type PlatformFooterProps = {
  /** The page's path: under /widget the compact widget variant is used. */
  pathname: string;
};

/** "Organizza viaggi ed eventi con Varco": hidden when the deployment has a licence. */
export function PlatformFooter({ pathname }: PlatformFooterProps) {
  const { licensed } = useRuntimeConfig();
  const { t } = useLingui();
  if (licensed) return null;
  return (
    <PoweredByFooter
      text={t`Organise trips and events with`}
      providerName={provider.name}
      href={provider.url}
      variant={pathname.includes("/widget") ? "widget" : "page"}
    />
  );
}
