import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import { useNumberFormatter } from "react-aria";
import { cx } from "../../classNames";
import { visuallyHidden } from "../../theme/theme.css";
import {
  axisLabel,
  bar as barClass,
  caption as captionClass,
  chart,
  labels as labelsClass,
  plot,
  scale,
} from "./BarChart.css";

/** One bar: what it stands for ("12 Jul", distinct within a chart) and its figure. */
export interface BarChartDatum {
  label: string;
  value: number;
}

export type BarChartProps = Omit<ComponentPropsWithRef<"figure">, "children"> & {
  /** What the chart shows ("Sales of the last 7 days"); it names the figure and its table. */
  title: ReactNode;
  data: readonly BarChartDatum[];
  /** The heading of the table's first column ("Day"). */
  labelHeader: string;
  /** The heading of the table's second column ("Gross sales"). */
  valueHeader: string;
  /** Options for `Intl.NumberFormat` in the locale, e.g. `{ style: "currency", currency: "EUR" }`. */
  formatOptions?: Intl.NumberFormatOptions;
  /** At most this many labels under the bars, evenly spaced, so they never overlap. */
  maxLabels?: number;
};

/** Drawing units: each bar takes one slot, with a gap of a fifth of it on each side. */
const slot = 10;
const height = 100;

/**
 * A small bar chart of one series, drawn in SVG. The drawing is hidden from screen readers: the
 * same figures are a table they read (visually hidden), so no number is only a bar's height.
 */
export function BarChart({
  title,
  data,
  labelHeader,
  valueHeader,
  formatOptions,
  maxLabels = 8,
  className,
  ...rest
}: BarChartProps) {
  const titleId = useId();
  const format = useNumberFormatter(formatOptions);
  const top = Math.max(0, ...data.map((datum) => datum.value));
  const every = Math.max(1, Math.ceil(data.length / maxLabels));
  return (
    <figure aria-labelledby={titleId} {...rest} className={cx(chart, className)}>
      <figcaption id={titleId} className={captionClass}>
        {title}
      </figcaption>
      <div aria-hidden className={scale}>
        {format.format(top)}
      </div>
      <svg
        aria-hidden
        className={plot}
        viewBox={`0 0 ${Math.max(1, data.length) * slot} ${height}`}
        preserveAspectRatio="none"
        focusable="false"
      >
        {data.map((datum, index) => {
          const barHeight = top > 0 ? (Math.max(0, datum.value) / top) * height : 0;
          return (
            <rect
              key={datum.label}
              className={barClass}
              x={index * slot + slot / 5}
              y={height - barHeight}
              width={(slot * 3) / 5}
              height={barHeight}
            />
          );
        })}
      </svg>
      <ol aria-hidden className={labelsClass}>
        {data.map((datum, index) => (
          <li
            key={datum.label}
            className={axisLabel}
            data-thin={index % every === 0 && (index / every) % 2 === 1 ? "" : undefined}
          >
            {index % every === 0 ? datum.label : ""}
          </li>
        ))}
      </ol>
      <table className={visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((datum) => (
            <tr key={datum.label}>
              <th scope="row">{datum.label}</th>
              <td>{format.format(datum.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
