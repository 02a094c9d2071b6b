/** How a RadioGroup lays out its radios; also sets which arrow keys move between them. */
export const radioGroupOrientations = ["vertical", "horizontal"] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];
