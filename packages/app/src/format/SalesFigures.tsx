import { Box, Inline, StatCard } from "@varco/ui";
import { QueryFailure, readFailed, type ViewedQuery } from "../shell/QueryView";

/** One figure of a sales summary; `money` ones are shown in the summary's currency. */
export interface SalesFigure {
  label: string;
  value: number | undefined;
  money?: boolean;
  /** A rise is bad news (refunds). */
  lowerIsBetter?: boolean;
}

export interface SalesFiguresProps {
  query: ViewedQuery<unknown>;
  figures: SalesFigure[];
  currency: string;
  /** Says what failed ("The figures could not be loaded."). */
  failure: string;
}

/**
 * An event's or an organiser's sales figures as cards that share a row (each at least 12rem wide):
 * each card says it is loading until the read answers, and a failed read offers to try again.
 */
export function SalesFigures({ query, figures, currency, failure }: SalesFiguresProps) {
  if (readFailed(query)) return <QueryFailure query={query} failure={failure} />;
  const money = { style: "currency", currency } as const;
  return (
    <Inline as="ul" gap="md" align="stretch">
      {figures.map((figure) => (
        <Box as="li" key={figure.label} grow minWidth="xs">
          <StatCard
            label={figure.label}
            value={figure.value ?? 0}
            formatOptions={figure.money ? money : undefined}
            lowerIsBetter={figure.lowerIsBetter}
            isLoading={query.data === undefined}
          />
        </Box>
      ))}
    </Inline>
  );
}
