import { useLingui } from "@lingui/react/macro";
import type { Organizer, OrganizerStatus } from "@varco/domain";
import { useOrganizer, useOrganizers, useUpdateOrganizerStatus } from "@varco/domain/swr";
import {
  Badge,
  type BadgeTone,
  Button,
  ConfirmDialog,
  DialogTrigger,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
  toasts,
} from "@varco/ui";
import { Navigate, Outlet, useLocation, useOutletContext, useParams } from "react-router-dom";
import { failureMessage } from "../../forms/fieldErrors";
import { ResultScreen } from "../../shell/ErrorScreen";
import { QueryView } from "../../shell/QueryView";
import { usePageTitle } from "../../shell/RuntimeConfigContext";

export type OrganizerSection =
  | "dashboard"
  | "events"
  | "settings"
  | "organizer-homepage-designer"
  | "webhooks";

/** What the organiser area's layout knows and gives each of its screens. */
export interface OrganizerArea {
  organizer: Organizer;
}

export function useOrganizerArea(): OrganizerArea {
  return useOutletContext<OrganizerArea>();
}

/** The section an address shows: `/manage/organizer/5/events/ended` → events. */
function sectionOf(pathname: string): OrganizerSection {
  const [first, second] = pathname.replace(/^\/manage\/organizer\/?/u, "").split("/");
  const section = /^\d+$/u.test(first ?? "") ? second : first;
  return section === "events" ||
    section === "settings" ||
    section === "organizer-homepage-designer" ||
    section === "webhooks"
    ? section
    : "dashboard";
}

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

const skeleton = { rows: 3, rowHeight: 120, padding: "lg" } as const;

/**
 * /manage/organizer/{organizerId?}/…: finds the organiser the address names (none named → the
 * account's first, none at all → /welcome), then shows its name, status and sections around the
 * section's screen, which gets the organiser from `useOrganizerArea()`.
 */
export function OrganizerLayout() {
  const { organizerId } = useParams();
  const section = sectionOf(useLocation().pathname);
  if (organizerId === undefined) return <FirstOrganizer section={section} />;
  const id = /^[1-9]\d{0,15}$/u.test(organizerId) ? Number(organizerId) : null;
  if (id === null) return <ResultScreen variant="notFound" />;
  return <KnownOrganizer organizerId={id} section={section} />;
}

function FirstOrganizer({ section }: { section: OrganizerSection }) {
  const { t } = useLingui();
  return (
    <QueryView
      query={useOrganizers()}
      loadingLabel={t`Loading the organiser`}
      failure={t`The organiser could not be loaded.`}
      {...skeleton}
    >
      {(organizers) => (
        <Navigate to={organizers[0] ? organizerPath(organizers[0].id, section) : "/welcome"} replace />
      )}
    </QueryView>
  );
}

function KnownOrganizer({ organizerId, section }: { organizerId: number; section: OrganizerSection }) {
  const { t } = useLingui();
  return (
    <QueryView
      query={useOrganizer(organizerId)}
      loadingLabel={t`Loading the organiser`}
      failure={t`The organiser could not be loaded.`}
      notFound={<ResultScreen variant="notFound" />}
      {...skeleton}
    >
      {(organizer) => <OrganizerFrame organizer={organizer} section={section} />}
    </QueryView>
  );
}

/** The organiser's name, status and sections; the tab is titled by the section and the organiser. */
function OrganizerFrame({ organizer, section }: { organizer: Organizer; section: OrganizerSection }) {
  const { t } = useLingui();
  const sections: { id: OrganizerSection; label: string }[] = [
    { id: "dashboard", label: t`Dashboard` },
    { id: "events", label: t`Events` },
    { id: "settings", label: t`Settings` },
    { id: "organizer-homepage-designer", label: t`Homepage designer` },
    { id: "webhooks", label: t`Webhooks` },
  ];
  const current = sections.find((item) => item.id === section)?.label ?? "";
  usePageTitle(`${current} · ${organizer.name}`);
  return (
    <Stack gap="lg" padding="lg">
      <Stack gap="sm">
        <Inline gap="md" justify="between" align="center" wrap>
          <Inline gap="sm" align="center" wrap>
            <Heading level={1}>{organizer.name}</Heading>
            <OrganizerStatusBadge status={organizer.status} />
          </Inline>
          {section === "dashboard" && <OrganizerStatusActions organizer={organizer} />}
        </Inline>
        <nav aria-label={t`Organiser sections`}>
          <Inline as="ul" gap="lg">
            {sections.map((item) => (
              <li key={item.id}>
                {item.id === section ? (
                  // The page being shown is named, not linked to itself.
                  <Text weight="bold" aria-current="page">
                    {item.label}
                  </Text>
                ) : (
                  <Link href={organizerPath(organizer.id, item.id)} variant="standalone">
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </Inline>
        </nav>
      </Stack>
      <Outlet context={{ organizer } satisfies OrganizerArea} />
    </Stack>
  );
}

/** Publish (LIVE) and archive, each confirmed first: both change what the public sees. */
function OrganizerStatusActions({ organizer }: { organizer: Organizer }) {
  const { t, i18n } = useLingui();
  const update = useUpdateOrganizerStatus();
  const { name } = organizer;

  const change = (status: OrganizerStatus, done: string) =>
    update.trigger(organizer.id, { status }).then(
      () => {
        toasts.show({ message: done, tone: "success" });
      },
      (error: unknown) => {
        toasts.show({
          title: t`The status could not be changed`,
          message: failureMessage(error, i18n, {
            statuses: { 409: t`The last organiser of the account cannot be archived.` },
          }),
          tone: "danger",
        });
        throw error;
      },
    );

  return (
    <Inline gap="sm" wrap>
      {organizer.status !== "LIVE" && (
        <DialogTrigger>
          <Button>{t`Publish`}</Button>
          <ConfirmDialog
            title={t`Publish ${name}?`}
            message={t`Its public page goes online and lists its published events.`}
            confirmLabel={t`Publish`}
            onConfirm={() => change("LIVE", t`The organiser is live.`)}
          />
        </DialogTrigger>
      )}
      {organizer.status !== "ARCHIVED" && (
        <DialogTrigger>
          <Button variant="outline" tone="danger">
            {t`Archive`}
          </Button>
          <ConfirmDialog
            tone="danger"
            title={t`Archive ${name}?`}
            message={t`Its public page goes offline and all its events are archived too.`}
            confirmLabel={t`Archive`}
            onConfirm={() => change("ARCHIVED", t`The organiser is archived.`)}
          />
        </DialogTrigger>
      )}
    </Inline>
  );
}

export { OrganizerLayout as Component };
