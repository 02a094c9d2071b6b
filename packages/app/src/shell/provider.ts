/**
 * The platform's own name and site, credited by the powered-by footer (SPEC.md §1) unless the
 * deployment bought a licence. Not a runtime setting: resellers rename the app, not the provider.
 */
export const provider = {
  name: "Varco",
  url: "https://github.com/varco-events/varco",
} as const;
