import { createContext, type Ref, useContext } from "react";
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  composeRenderProps,
} from "react-aria-components";
import { cx } from "../../classNames";
import { tab, tabList, tabPanel, tabs } from "./Tabs.css";
import type { TabsVariant } from "./tabsVariants";

const TabsVariantContext = createContext<TabsVariant>("underline");

export type TabsProps = AriaTabsProps & { variant?: TabsVariant; ref?: Ref<HTMLDivElement> };

/**
 * Switches between panels of related content. Arrow keys move between tabs (left/right, or
 * up/down when `orientation="vertical"`); a tab with `href` navigates like a link.
 */
export function Tabs({ variant = "underline", className, ...rest }: TabsProps) {
  return (
    <TabsVariantContext.Provider value={variant}>
      <AriaTabs {...rest} className={composeRenderProps(className, (custom) => cx(tabs, custom))} />
    </TabsVariantContext.Provider>
  );
}

export type TabListProps<T> = AriaTabListProps<T> & { ref?: Ref<HTMLDivElement> };

/** The row (or column) of tabs. Give it an `aria-label` that names the set. */
export function TabList<T extends object>({ className, ...rest }: TabListProps<T>) {
  const variant = useContext(TabsVariantContext);
  return (
    <AriaTabList
      {...rest}
      className={composeRenderProps(className, (custom) => cx(tabList({ variant }), custom))}
    />
  );
}

export type TabProps = AriaTabProps & { ref?: Ref<HTMLDivElement> };

export function Tab({ className, ...rest }: TabProps) {
  const variant = useContext(TabsVariantContext);
  return (
    <AriaTab {...rest} className={composeRenderProps(className, (custom) => cx(tab({ variant }), custom))} />
  );
}

export type TabPanelProps = AriaTabPanelProps & { ref?: Ref<HTMLDivElement> };

export function TabPanel({ className, ...rest }: TabPanelProps) {
  return (
    <AriaTabPanel {...rest} className={composeRenderProps(className, (custom) => cx(tabPanel, custom))} />
  );
}
