import { msg } from "@lingui/core/macro";

// What a failed call says when it is not a refusal of a field. These words are in every drawn
// page's catalog, unlike the refusals' (forms/reasonWords.ts): a visitor who lost the connection
// cannot load those, and still reads why nothing happened.

export const serverUnreachable = msg`The server could not be reached. Check your connection and try again.`;

export const somethingWentWrong = msg`Something went wrong. Try again in a moment.`;
