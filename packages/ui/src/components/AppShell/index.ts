export { AppShell, type AppShellNavItem, type AppShellProps } from "./AppShell";
