import { Card, Heading, Stack, Text } from "@varco/ui";
import type { ReactNode } from "react";

export type AuthCardProps = {
  title: string;
  /** A sentence under the title. */
  intro?: ReactNode;
  children?: ReactNode;
  /** Links to the other sign-in pages, under the card. */
  footer?: ReactNode;
};

/** One sign-in step: the page's heading, what to do, the form, and where else to go. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <Stack gap="lg">
      <Card variant="elevated" padding="xl">
        <Stack gap="lg">
          <Stack gap="xs">
            <Heading level={1} size="xl">
              {title}
            </Heading>
            {intro ? (
              <Text as="p" tone="muted">
                {intro}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Card>
      {footer ? (
        <Stack gap="xs" align="center">
          {footer}
        </Stack>
      ) : null}
    </Stack>
  );
}
