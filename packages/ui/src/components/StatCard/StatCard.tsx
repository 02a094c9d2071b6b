import { Minus, TrendingDown, TrendingUp } from "lucide-react";
import type { ReactNode } from "react";
import { useNumberFormatter } from "react-aria";
import { cx } from "../../classNames";
import { useUiStrings } from "../../i18n/strings";
import { visuallyHidden } from "../../theme/theme.css";
import { Badge, type BadgeTone } from "../Badge";
import { Card, type CardProps } from "../Card";
import { Skeleton } from "../Skeleton";
import {
  change as changeClass,
  figures,
  icon as iconClass,
  label as labelClass,
  statCard,
  top,
  value as valueClass,
} from "./StatCard.css";

export type StatCardProps = Omit<
  CardProps,
  "title" | "description" | "actions" | "footer" | "href" | "children"
> & {
  /** What the figure measures ("Tickets sold"). */
  label: ReactNode;
  /** A number is formatted in the locale with `formatOptions`; a string is shown as given. */
  value: number | string;
  /** Options for `Intl.NumberFormat`, e.g. `{ style: "currency", currency: "EUR" }`. */
  formatOptions?: Intl.NumberFormatOptions;
  /** A decorative icon for the figure. */
  icon?: ReactNode;
  /** Change over the period, as a fraction by default (0.12 shows "+12%"). */
  change?: number;
  /** Options for formatting `change`; it always shows its sign. */
  changeFormatOptions?: Intl.NumberFormatOptions;
  /** Context for the change ("vs last month"). */
  changeLabel?: ReactNode;
  /** For figures where a fall is good news (refunds, no-shows): a rise shows as danger. */
  lowerIsBetter?: boolean;
  /** Shows placeholders and marks the card busy. */
  isLoading?: boolean;
  /** Read instead of the figure while loading; "Loading" in the locale by default. */
  loadingLabel?: string;
};

const percentChange: Intl.NumberFormatOptions = { style: "percent", maximumFractionDigits: 1 };

function changeTone(change: number, lowerIsBetter: boolean): BadgeTone {
  if (change === 0) return "neutral";
  return change > 0 !== lowerIsBetter ? "success" : "danger";
}

/** A dashboard figure: a label, a value, and how it moved. */
export function StatCard({
  label,
  value,
  formatOptions,
  icon,
  change,
  changeFormatOptions = percentChange,
  changeLabel,
  lowerIsBetter = false,
  isLoading = false,
  loadingLabel,
  className,
  ...rest
}: StatCardProps) {
  const strings = useUiStrings();
  const valueFormatter = useNumberFormatter(formatOptions);
  const changeFormatter = useNumberFormatter({ ...changeFormatOptions, signDisplay: "exceptZero" });
  const TrendIcon = change === undefined || change === 0 ? Minus : change > 0 ? TrendingUp : TrendingDown;
  return (
    <Card {...rest} aria-busy={isLoading || undefined} className={cx(statCard, className)}>
      <div className={top}>
        <dl className={figures}>
          <dt className={labelClass}>{label}</dt>
          <dd className={valueClass}>
            {isLoading ? (
              <>
                <Skeleton shape="text" width="6em" />
                <span className={visuallyHidden}>{loadingLabel ?? strings.loading}</span>
              </>
            ) : typeof value === "number" ? (
              valueFormatter.format(value)
            ) : (
              value
            )}
          </dd>
        </dl>
        {icon ? (
          <span className={iconClass} aria-hidden>
            {icon}
          </span>
        ) : null}
      </div>
      {change !== undefined || changeLabel ? (
        <div className={changeClass}>
          {isLoading ? (
            <Skeleton shape="text" width="8em" />
          ) : (
            <>
              {change !== undefined ? (
                <Badge tone={changeTone(change, lowerIsBetter)} size="sm" icon={<TrendIcon size={12} />}>
                  {changeFormatter.format(change)}
                </Badge>
              ) : null}
              {changeLabel ? <span>{changeLabel}</span> : null}
            </>
          )}
        </div>
      ) : null}
    </Card>
  );
}
