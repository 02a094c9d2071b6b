/**
 * The platform's own name and site, credited by the powered-by footer unless the
 * deployment bought a licence. Not a runtime setting: resellers rename the app, not the provider.
 */
export const provider = {
  name: "Varco",
  url: "https://github.com/varco-events/varco",
} as const;
