import { SiteFrame, type SiteFrameProps } from "../../shell/SiteFrame";

/** The frame of a public page: a language switch, the content, the powered-by footer. */
export function PublicPage(props: SiteFrameProps) {
  return <SiteFrame {...props} column="wide" />;
}

/** A positive whole-number id from the address, or null. */
export function idFromPath(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/u.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
