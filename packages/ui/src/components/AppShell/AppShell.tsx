import { Menu, X } from "lucide-react";
import {
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useState,
} from "react";
import { Dialog, DialogTrigger, Link, Modal, ModalOverlay } from "react-aria-components";
import { cx } from "../../classNames";
import { useUiStrings } from "../../i18n/strings";
import { IconButton } from "../IconButton/IconButton";
import {
  drawer,
  drawerDialog,
  drawerHeader,
  drawerOverlay,
  main,
  menuButtonSlot,
  NARROW_BELOW,
  navIcon,
  navLink,
  navList,
  shell,
  sidebar,
  sidebarBrand,
  sidebarFooter,
  skipLink,
  topBar,
  topBarActions,
  topBarTitle,
} from "./AppShell.css";

export type AppShellNavItem = {
  id: string;
  label: string;
  href: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  /** The page being shown: highlighted and marked `aria-current="page"`. */
  isCurrent?: boolean;
};

export type AppShellProps = {
  /** The sections of the app, in order. */
  navigation: readonly AppShellNavItem[];
  /** Top of the sidebar and the drawer, usually the Logo. */
  brand?: ReactNode;
  /** Bottom of the sidebar and the drawer (account, sign out). */
  navigationFooter?: ReactNode;
  /** Start of the top bar: the page title or breadcrumbs. */
  title?: ReactNode;
  /** End of the top bar: actions, the user menu. */
  actions?: ReactNode;
  /** The page content, inside the `main` landmark. */
  children?: ReactNode;
  /** Overrides "Main navigation". */
  navigationLabel?: string;
  /** Overrides "Open navigation". */
  openNavigationLabel?: string;
  /** Overrides "Close navigation". */
  closeNavigationLabel?: string;
  /** Overrides "Skip to content". */
  skipToContentLabel?: string;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
};

function NavigationList({
  items,
  onNavigate,
}: {
  items: readonly AppShellNavItem[];
  onNavigate?: () => void;
}) {
  return (
    <ul className={navList}>
      {items.map((item) => (
        <li key={item.id}>
          <Link
            href={item.href}
            aria-current={item.isCurrent ? "page" : undefined}
            className={navLink}
            onPress={onNavigate}
          >
            {item.icon ? (
              <span className={navIcon} aria-hidden>
                {item.icon}
              </span>
            ) : null}
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The organiser app's frame: a sidebar of sections, a top bar and the main content. On narrow
 * screens the sidebar folds into a drawer opened from a menu button in the top bar.
 */
export function AppShell({
  navigation,
  brand,
  navigationFooter,
  title,
  actions,
  children,
  navigationLabel,
  openNavigationLabel,
  closeNavigationLabel,
  skipToContentLabel,
  className,
  style,
  ref,
}: AppShellProps) {
  const strings = useUiStrings();
  const mainId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navLabel = navigationLabel ?? strings.mainNavigation;

  // Widening the window brings the sidebar back: the drawer (and its focus trap) must go.
  useEffect(() => {
    if (!drawerOpen || typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(`(min-width: ${NARROW_BELOW}px)`);
    const closeWhenWide = () => {
      if (query.matches) setDrawerOpen(false);
    };
    closeWhenWide();
    query.addEventListener("change", closeWhenWide);
    return () => query.removeEventListener("change", closeWhenWide);
  }, [drawerOpen]);

  // Focus the content itself, not only scroll to it, so the next Tab continues from there.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(mainId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: "start" });
  };

  return (
    <div ref={ref} className={cx(shell, className)} style={style}>
      <a href={`#${mainId}`} className={skipLink} onClick={skipToContent}>
        {skipToContentLabel ?? strings.skipToContent}
      </a>

      <div className={sidebar}>
        {brand ? <div className={sidebarBrand}>{brand}</div> : null}
        <nav aria-label={navLabel}>
          <NavigationList items={navigation} />
        </nav>
        {navigationFooter ? <div className={sidebarFooter}>{navigationFooter}</div> : null}
      </div>

      <header className={topBar}>
        <span className={menuButtonSlot}>
          <DialogTrigger isOpen={drawerOpen} onOpenChange={setDrawerOpen}>
            <IconButton aria-label={openNavigationLabel ?? strings.openNavigation}>
              <Menu size={20} focusable="false" />
            </IconButton>
            <ModalOverlay isDismissable className={drawerOverlay}>
              <Modal className={drawer}>
                <Dialog aria-label={navLabel} className={drawerDialog}>
                  {({ close }) => (
                    <>
                      <div className={drawerHeader}>
                        {brand ?? <span />}
                        <IconButton
                          aria-label={closeNavigationLabel ?? strings.closeNavigation}
                          onPress={close}
                        >
                          <X size={20} focusable="false" />
                        </IconButton>
                      </div>
                      <nav aria-label={navLabel}>
                        <NavigationList items={navigation} onNavigate={close} />
                      </nav>
                      {navigationFooter ? <div className={sidebarFooter}>{navigationFooter}</div> : null}
                    </>
                  )}
                </Dialog>
              </Modal>
            </ModalOverlay>
          </DialogTrigger>
        </span>
        <div className={topBarTitle}>{title}</div>
        {actions ? <div className={topBarActions}>{actions}</div> : null}
      </header>

      <main id={mainId} tabIndex={-1} className={main}>
        {children}
      </main>
    </div>
  );
}
