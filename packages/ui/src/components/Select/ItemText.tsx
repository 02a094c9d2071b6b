import type { ReactNode } from "react";
import { Text } from "react-aria-components";

/**
 * A list row's text: the label and, when there is one, a second line. react-aria's label and
 * description slots name and describe the row for assistive technology.
 */
export function ItemText({
  children,
  description,
  className,
  descriptionClassName,
}: {
  children: ReactNode;
  description?: ReactNode;
  className: string;
  descriptionClassName: string;
}) {
  return (
    <span className={className}>
      <Text slot="label">{children}</Text>
      {description ? (
        <Text slot="description" className={descriptionClassName}>
          {description}
        </Text>
      ) : null}
    </span>
  );
}
