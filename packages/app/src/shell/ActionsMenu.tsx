import { IconButton, Menu, MenuItem, MenuTrigger, MoreHorizontalIcon } from "@varco/ui";
import type { ReactNode } from "react";

/** One entry of an `ActionsMenu`: what it says, and what choosing it does. */
export interface MenuAction {
  id: string;
  label: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** It deletes or takes something away: the entry is drawn as a danger. */
  danger?: boolean;
  run: () => void;
}

/**
 * The "more" button of a row or an item in a list, and the menu of what can be done with it.
 * `label` names the button for assistive technology ("Actions for Marco Rossi").
 */
export function ActionsMenu({ label, actions }: { label: string; actions: MenuAction[] }) {
  return (
    <MenuTrigger>
      <IconButton aria-label={label} variant="subtle">
        <MoreHorizontalIcon size={18} />
      </IconButton>
      <Menu items={actions} onAction={(key) => actions.find((action) => action.id === key)?.run()}>
        {(action) => (
          <MenuItem id={action.id} icon={action.icon} tone={action.danger ? "danger" : undefined}>
            {action.label}
          </MenuItem>
        )}
      </Menu>
    </MenuTrigger>
  );
}
