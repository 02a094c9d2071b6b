import { useLingui } from "@lingui/react/macro";
import { type AssignableRole, inviteUserSchema, type Role, type User, type UserStatus } from "@varco/domain";
import {
  useDeleteInvitation,
  useInviteUser,
  useResendInvitation,
  useUpdateUser,
  useUsers,
} from "@varco/domain/swr";
import {
  Badge,
  type BadgeTone,
  Cell,
  ConfirmDialog,
  Heading,
  Select,
  Stack,
  Text,
  TextField,
  toasts,
} from "@varco/ui";
import { useState } from "react";
import { FormDialog } from "../../forms/FormDialog";
import { useSchemaForm } from "../../forms/useSchemaForm";
import { ActionsMenu, type MenuAction } from "../../shell/ActionsMenu";
import { EditableTable } from "../../shell/EditableTable";
import { usePageTitle } from "../../shell/RuntimeConfigContext";
import { useEditableList } from "../../shell/useEditableList";
import { useAccountArea } from "./accountArea";

const statusTones: Record<UserStatus, BadgeTone> = {
  ACTIVE: "success",
  INVITED: "warning",
  INACTIVE: "neutral",
};

function useUserLabels() {
  const { t } = useLingui();
  const roles: Record<Role, string> = {
    SUPERADMIN: t`Super admin`,
    ADMIN: t`Admin`,
    ORGANIZER: t({ message: "Organiser", context: "user role" }),
  };
  const statuses: Record<UserStatus, string> = {
    ACTIVE: t`Active`,
    INVITED: t`Invited`,
    INACTIVE: t`Inactive`,
  };
  return { roles, statuses };
}

/** /account/users: who works in the account, and invitations (admins only). */
export function UsersScreen() {
  const { t } = useLingui();
  const title = t`Users`;
  usePageTitle(title);
  const { isAdmin } = useAccountArea();
  if (isAdmin) return <UsersList title={title} />;
  return (
    <Stack gap="lg" padding="lg">
      <Heading level={1}>{title}</Heading>
      <Text as="p" tone="muted">
        {t`Only an admin of the account can see and manage its users.`}
      </Text>
    </Stack>
  );
}

type Pending = { kind: "delete-invitation" | "deactivate"; user: User } | null;

function UsersList({ title }: { title: string }) {
  const { t } = useLingui();
  const { user: me } = useAccountArea();
  const users = useUsers();
  const update = useUpdateUser();
  const resend = useResendInvitation();
  const deleteInvitation = useDeleteInvitation();
  const labels = useUserLabels();
  const list = useEditableList<User>();
  const [pending, setPending] = useState<Pending>(null);

  const failed = (message: string) => (error: unknown) => {
    toasts.show({ tone: "danger", message });
    throw error;
  };

  const changeRole = (user: User, role: AssignableRole) => {
    const name = user.full_name;
    update.trigger(user.id, { role }).then(
      () =>
        toasts.show({
          tone: "success",
          message: role === "ADMIN" ? t`${name} is now an admin.` : t`${name} is now an organiser.`,
        }),
      () => toasts.show({ tone: "danger", message: t`The role of ${name} could not be changed.` }),
    );
  };

  const setStatus = (user: User, status: "ACTIVE" | "INACTIVE") => {
    const name = user.full_name;
    return update.trigger(user.id, { status }).then(
      () =>
        toasts.show({
          tone: "success",
          message: status === "ACTIVE" ? t`${name} was activated.` : t`${name} was deactivated.`,
        }),
      failed(t`The status of ${name} could not be changed.`),
    );
  };

  const resendInvitation = (user: User) => {
    const email = user.email;
    resend.trigger(user.id).then(
      () => toasts.show({ tone: "success", message: t`The invitation was sent again to ${email}.` }),
      () =>
        toasts.show({ tone: "danger", message: t`The invitation could not be sent. Try again in a moment.` }),
    );
  };

  const confirm = () => {
    if (!pending) return;
    const { user } = pending;
    const email = user.email;
    if (pending.kind === "deactivate") return setStatus(user, "INACTIVE");
    return deleteInvitation
      .trigger(user.id)
      .then(
        () => toasts.show({ tone: "success", message: t`The invitation to ${email} was withdrawn.` }),
        failed(t`The invitation could not be withdrawn. Try again in a moment.`),
      );
  };

  const actionsFor = (user: User) => {
    const items: MenuAction[] = [];
    if (user.status === "INVITED") {
      items.push({ id: "resend", label: t`Resend invitation`, run: () => resendInvitation(user) });
      items.push({
        id: "delete-invitation",
        label: t`Delete invitation`,
        run: () => setPending({ kind: "delete-invitation", user }),
        danger: true,
      });
    }
    if (user.id !== me.id && !user.is_account_owner) {
      if (user.role === "ORGANIZER")
        items.push({ id: "admin", label: t`Make admin`, run: () => changeRole(user, "ADMIN") });
      if (user.role === "ADMIN")
        items.push({ id: "organizer", label: t`Make organiser`, run: () => changeRole(user, "ORGANIZER") });
      if (user.status === "ACTIVE")
        items.push({
          id: "deactivate",
          label: t`Deactivate`,
          run: () => setPending({ kind: "deactivate", user }),
          danger: true,
        });
      if (user.status === "INACTIVE")
        items.push({
          id: "activate",
          label: t`Activate`,
          run: () => void setStatus(user, "ACTIVE").catch(() => {}),
        });
    }
    return items;
  };

  const name = pending?.user.full_name ?? "";
  const email = pending?.user.email ?? "";
  return (
    <EditableTable
      list={list}
      title={title}
      addLabel={t`Invite a user`}
      read={users}
      items={users.data}
      failure={t`The users could not be loaded.`}
      columns={[
        { id: "name", label: t({ message: "Name", context: "person" }) },
        { id: "role", label: t`Role` },
        { id: "status", label: t`Status` },
      ]}
      dependencies={[labels, me.id]}
      row={(user) => {
        const actions = actionsFor(user);
        const status = user.status ?? "ACTIVE";
        const name = user.full_name;
        return {
          name: user.id === me.id ? t`${name} (you)` : name,
          detail: user.email,
          cells: (
            <>
              <Cell>{user.role ? labels.roles[user.role] : ""}</Cell>
              <Cell>
                <Badge tone={statusTones[status]} dot>
                  {labels.statuses[status]}
                </Badge>
              </Cell>
            </>
          ),
          actions:
            actions.length === 0 ? null : <ActionsMenu label={t`Actions for ${name}`} actions={actions} />,
        };
      }}
      editor={(_, done) => <InviteDialog onDone={done} />}
    >
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        tone="danger"
        title={pending?.kind === "deactivate" ? t`Deactivate this user?` : t`Delete this invitation?`}
        message={
          pending?.kind === "deactivate"
            ? t`${name} will be signed out and will no longer be able to open this account.`
            : t`The link sent to ${email} will stop working.`
        }
        confirmLabel={pending?.kind === "deactivate" ? t`Deactivate` : t`Delete invitation`}
        cancelLabel={t`Cancel`}
        onConfirm={confirm}
      />
    </EditableTable>
  );
}

/** Invites someone by email, with a role; they choose their password from the email's link. */
function InviteDialog({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const invite = useInviteUser();
  const labels = useUserLabels();
  const form = useSchemaForm({
    schema: inviteUserSchema,
    initial: { first_name: "", last_name: "", email: "", role: "ORGANIZER" as AssignableRole },
    labels: { first_name: t`First name`, last_name: t`Last name`, email: t`Email`, role: t`Role` },
    reasons: { email: t`This person already belongs to the account.` },
    submit: invite.trigger,
    saved: ({ email }) => t`An invitation was sent to ${email}.`,
    onSaved: onDone,
  });

  return (
    <FormDialog
      title={t`Invite a user`}
      description={t`They receive an email with a link to join the account.`}
      form={form}
      submitLabel={t`Send the invitation`}
    >
      <TextField {...form.field("first_name")} autoComplete="off" isRequired autoFocus />
      <TextField {...form.field("last_name")} autoComplete="off" />
      <TextField {...form.field("email")} type="email" autoComplete="off" isRequired />
      <Select
        {...form.choice("role")}
        items={[
          {
            id: "ORGANIZER",
            label: labels.roles.ORGANIZER,
            description: t`Manages organisers and events.`,
          },
          {
            id: "ADMIN",
            label: labels.roles.ADMIN,
            description: t`Also manages the account and its users.`,
          },
        ]}
        isRequired
      />
    </FormDialog>
  );
}

export { UsersScreen as Component };
