import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NavTabs } from "./NavTabs";

const tabs = [
  { href: "/events/3/gite", label: "Upcoming events" },
  { href: "/events/3/gite/past-events", label: "Past events" },
];

describe("NavTabs", () => {
  it("is a named navigation of links, the current page marked", () => {
    render(
      <NavTabs aria-label="Events of this organiser" tabs={tabs} current="/events/3/gite/past-events" />,
    );
    const nav = screen.getByRole("navigation", { name: "Events of this organiser" });
    expect(nav.querySelectorAll("a")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Past events" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Upcoming events" })).toHaveAttribute("href", "/events/3/gite");
    expect(screen.getByRole("link", { name: "Upcoming events" })).not.toHaveAttribute("aria-current");
  });
});
