import { useLingui } from "@lingui/react/macro";
import { isApiError, type Organizer, type OrganizerStatus } from "@varco/domain";
import { useOrganizer, useOrganizers } from "@varco/domain/swr";
import { Badge, type BadgeTone, Button, Heading, Inline, Link, Skeleton, Stack, Text } from "@varco/ui";
import type { ReactNode } from "react";
import { Navigate, useParams } from "react-router-dom";
import { ResultScreen } from "../../shell/ErrorScreen";
import { usePageTitle } from "../../shell/RuntimeConfigContext";

export type OrganizerSection = "dashboard" | "events" | "settings";

export function organizerPath(organizerId: number, section: OrganizerSection = "dashboard"): string {
  return `/manage/organizer/${organizerId}/${section}`;
}

const statusTones: Record<OrganizerStatus, BadgeTone> = {
  DRAFT: "neutral",
  LIVE: "success",
  ARCHIVED: "warning",
};

export function useOrganizerStatusLabels(): Record<OrganizerStatus, string> {
  const { t } = useLingui();
  return { DRAFT: t`Draft`, LIVE: t`Live`, ARCHIVED: t`Archived` };
}

export function OrganizerStatusBadge({ status }: { status: OrganizerStatus }) {
  const labels = useOrganizerStatusLabels();
  return (
    <Badge tone={statusTones[status]} dot>
      {labels[status]}
    </Badge>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Stack gap="md" padding="lg" aria-busy="true" aria-label={label} role="status">
      <Skeleton shape="rect" height={40} width="40%" />
      <Skeleton shape="rect" height={120} />
      <Skeleton shape="rect" height={240} />
    </Stack>
  );
}

/**
 * The frame of an organiser's pages: finds the organiser the address names (none named → the
 * account's first, none at all → /welcome), then shows its name, status and sections around the
 * section's content.
 */
export function OrganizerPage({
  section,
  title,
  actions,
  children,
}: {
  section: OrganizerSection;
  /** The section's name, for the tab's title ("Settings"). */
  title: string;
  /** Buttons beside the organiser's name. */
  actions?: (organizer: Organizer) => ReactNode;
  children: (organizer: Organizer) => ReactNode;
}) {
  const { organizerId } = useParams();
  if (organizerId === undefined) return <FirstOrganizer section={section} />;
  const id = /^[1-9]\d{0,15}$/u.test(organizerId) ? Number(organizerId) : null;
  if (id === null) return <ResultScreen variant="notFound" />;
  return (
    <KnownOrganizer organizerId={id} section={section} title={title} actions={actions}>
      {children}
    </KnownOrganizer>
  );
}

/** /manage/organizer(/section) without an id: the account's first organiser, or the welcome. */
function FirstOrganizer({ section }: { section: OrganizerSection }) {
  const { t } = useLingui();
  const organizers = useOrganizers();
  if (organizers.data) {
    const first = organizers.data[0];
    return <Navigate to={first ? organizerPath(first.id, section) : "/welcome"} replace />;
  }
  if (organizers.error) return <LoadFailure retry={() => void organizers.mutate()} />;
  return <Loading label={t`Loading the organiser`} />;
}

function LoadFailure({ retry }: { retry: () => void }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm" align="start" padding="lg" role="alert">
      <Text tone="danger">{t`The organiser could not be loaded.`}</Text>
      <Button variant="outline" onPress={retry}>
        {t`Try again`}
      </Button>
    </Stack>
  );
}

function KnownOrganizer({
  organizerId,
  section,
  title,
  actions,
  children,
}: {
  organizerId: number;
  section: OrganizerSection;
  title: string;
  actions?: (organizer: Organizer) => ReactNode;
  children: (organizer: Organizer) => ReactNode;
}) {
  const { t } = useLingui();
  const organizer = useOrganizer(organizerId);
  usePageTitle(organizer.data ? `${title} · ${organizer.data.name}` : title);

  if (!organizer.data) {
    if (organizer.error && isApiError(organizer.error) && organizer.error.status === 404)
      return <ResultScreen variant="notFound" />;
    if (organizer.error) return <LoadFailure retry={() => void organizer.mutate()} />;
    return <Loading label={t`Loading the organiser`} />;
  }

  const sections: { id: OrganizerSection; label: string }[] = [
    { id: "dashboard", label: t`Dashboard` },
    { id: "events", label: t`Events` },
    { id: "settings", label: t`Settings` },
  ];

  return (
    <Stack gap="lg" padding="lg">
      <Stack gap="sm">
        <Inline gap="md" justify="between" align="center" wrap>
          <Inline gap="sm" align="center" wrap>
            <Heading level={1}>{organizer.data.name}</Heading>
            <OrganizerStatusBadge status={organizer.data.status} />
          </Inline>
          {actions?.(organizer.data)}
        </Inline>
        <nav aria-label={t`Organiser sections`}>
          <Inline as="ul" gap="lg" style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {sections.map((item) => (
              <li key={item.id}>
                {item.id === section ? (
                  // The page being shown is named, not linked to itself.
                  <Text weight="bold" aria-current="page">
                    {item.label}
                  </Text>
                ) : (
                  <Link href={organizerPath(organizerId, item.id)} variant="standalone">
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </Inline>
        </nav>
      </Stack>
      {children(organizer.data)}
    </Stack>
  );
}
