/** How a CheckboxGroup lays out its checkboxes. */
export const checkboxGroupOrientations = ["vertical", "horizontal"] as const;
export type CheckboxGroupOrientation = (typeof checkboxGroupOrientations)[number];
