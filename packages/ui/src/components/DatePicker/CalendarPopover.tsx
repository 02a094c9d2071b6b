import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import { Button, Group } from "react-aria-components";
import { cx } from "../../classNames";
import { FieldFrame, type FieldFrameProps, fieldButton, inputBox } from "../Field";
import { PopoverDialog, type PopoverPlacement } from "../Popover";
import { calendarButton, pickerGroup } from "./DatePicker.css";

export type CalendarPopoverProps = FieldFrameProps & {
  /** Where the calendar opens. */
  placement: PopoverPlacement;
  /** The calendar in the popover (one date or a range). */
  calendar: ReactNode;
};

/**
 * What DatePicker and DateRangePicker share: the framed box holding their segments (the children)
 * and the button that opens the calendar, and the popover with the calendar. It renders inside the
 * react-aria picker, which wires the button, the popover and the calendar together.
 */
export function CalendarPopover({ placement, calendar, children, ...frame }: CalendarPopoverProps) {
  return (
    <>
      <FieldFrame {...frame}>
        <Group className={cx(inputBox, pickerGroup)}>
          {children}
          {/* react-aria names this button ("Calendar", localized). */}
          <Button className={cx(fieldButton, calendarButton)}>
            <CalendarDays size={18} aria-hidden />
          </Button>
        </Group>
      </FieldFrame>
      <PopoverDialog placement={placement}>{calendar}</PopoverDialog>
    </>
  );
}
