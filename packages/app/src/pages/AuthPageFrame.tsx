import { createPageApiClient } from "@varco/domain";
import { DomainProvider } from "@varco/domain/swr";
import { type ReactNode, useMemo } from "react";
import { AuthFrame } from "../areas/auth/AuthFrame";
import { useRuntimeConfig } from "../shell/RuntimeConfigContext";
import { type PageAddress, useLanguageLinks } from "./PageFrame";

/**
 * A sign-in page as the server draws it: the frame with language links, and the API for its form
 * (its steps end by loading the next page: these pages have no router).
 */
export function AuthPageFrame({ address, children }: { address: PageAddress; children?: ReactNode }) {
  const { apiUrlClient } = useRuntimeConfig();
  const languageLinks = useLanguageLinks(address);
  const client = useMemo(() => createPageApiClient({ baseUrl: apiUrlClient }), [apiUrlClient]);
  return (
    <DomainProvider client={client}>
      <AuthFrame pathname={address.pathname} {...languageLinks}>
        {children}
      </AuthFrame>
    </DomainProvider>
  );
}
