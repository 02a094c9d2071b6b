import { type ComponentPropsWithRef, useId } from "react";
import { cx } from "../../classNames";
import { visuallyHidden } from "../../theme/theme.css";
import { input, stepButton, stepper } from "./QuantityStepper.css";

export type QuantityStepperProps = Omit<ComponentPropsWithRef<"span">, "onChange"> & {
  /** The quantity. */
  value: number;
  /** The field's lowest and highest values (its `min` and `max`); the buttons' default steps stay within them. */
  min?: number;
  max?: number;
  /**
   * The next value for a press of − (`-1`) or + (`1`), when it is not simply one fewer or one more
   * (e.g. from 0 straight to an order's minimum). A button is disabled when its step changes nothing.
   */
  next?: (value: number, direction: -1 | 1) => number;
  /**
   * A new value: a button's step (`text` undefined), or what was typed (`text`, and its number, NaN
   * when it is not one). The component keeps nothing: show the typed text back through `text`.
   */
  onChange: (value: number, text?: string) => void;
  /** What the field shows while it is being typed in ("" after clearing it); by default the value. */
  text?: string | null;
  /** The input's accessible name (visually hidden label). */
  label: string;
  /** The buttons' accessible names, in the reader's language ("One fewer: Tickets", "One more: Tickets"). */
  decrementLabel: string;
  incrementLabel: string;
  /** The input's id (one is made up otherwise) and form name. */
  id?: string;
  name?: string;
  disabled?: boolean;
  onBlur?: () => void;
};

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * A quantity as − [n] +: plain HTML (a native number input between two buttons), so that it is
 * drawn the same by the server and in the browser and still takes typing before any script runs.
 * Keeps no state: the value and what is being typed come from the caller.
 */
export function QuantityStepper({
  value,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  next = (current, direction) => clamp(current + direction, min, max),
  onChange,
  text,
  label,
  decrementLabel,
  incrementLabel,
  id,
  name,
  disabled = false,
  onBlur,
  className,
  ...rest
}: QuantityStepperProps) {
  const madeUpId = useId();
  const inputId = id ?? madeUpId;
  const fewer = next(value, -1);
  const more = next(value, 1);
  return (
    <span {...rest} className={cx(stepper, className)}>
      <label htmlFor={inputId} className={visuallyHidden}>
        {label}
      </label>
      <button
        type="button"
        className={stepButton}
        aria-label={decrementLabel}
        disabled={disabled || fewer >= value}
        onClick={() => onChange(fewer)}
      >
        −
      </button>
      <input
        id={inputId}
        name={name}
        className={input}
        type="number"
        inputMode="numeric"
        min={min}
        max={Number.isFinite(max) ? max : undefined}
        step={1}
        disabled={disabled}
        value={text ?? String(value)}
        onChange={(change) => {
          const typed = change.currentTarget.value;
          onChange(typed.trim() === "" ? Number.NaN : Number(typed), typed);
        }}
        onBlur={onBlur}
      />
      <button
        type="button"
        className={stepButton}
        aria-label={incrementLabel}
        disabled={disabled || more <= value}
        onClick={() => onChange(more)}
      >
        +
      </button>
    </span>
  );
}
