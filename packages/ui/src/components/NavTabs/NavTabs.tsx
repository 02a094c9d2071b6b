import type { ReactNode } from "react";
import { navTab, navTabs } from "./NavTabs.css";

export interface NavTab {
  /** Where the tab leads: each tab is a page of its own. */
  href: string;
  label: ReactNode;
}

export interface NavTabsProps {
  /** Names the row for assistive technology ("Events of this organiser"). */
  "aria-label": string;
  tabs: readonly NavTab[];
  /** The `href` of the page being shown: marked as the current page. */
  current: string;
  className?: string;
}

/**
 * Tabs that are pages: a row of plain links drawn like the Tabs' underline, the current page
 * marked (`aria-current="page"`). Each link loads its address, so they work before (or without)
 * any script and weigh nothing on a page the server draws. For panels switched in place, use Tabs.
 */
export function NavTabs({ "aria-label": label, tabs, current, className }: NavTabsProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={navTabs}>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <a className={navTab} href={tab.href} aria-current={tab.href === current ? "page" : undefined}>
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
