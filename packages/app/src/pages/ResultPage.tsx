import { Box } from "@varco/ui";
import { ResultView } from "../shell/ResultView";
import type { WayHome } from "../shell/wayHome";

export interface ResultPageProps {
  variant: "notFound" | "error";
  pathname: string;
  way: WayHome;
}

/** A server-drawn page's address with nothing behind it (404), or whose data could not be read. */
export function Page({ variant, pathname, way }: ResultPageProps) {
  return (
    <Box as="main" grow>
      <ResultView variant={variant} pathname={pathname} way={way} />
    </Box>
  );
}
