import { describe, expect, it } from "vitest";
import { ApiError } from "./apiError";

const failed = (body: unknown) =>
  new ApiError({ status: 403, message: "refused", method: "POST", path: "x", body });

describe("ApiError.code", () => {
  it.each([
    [{ message: "Cross-origin requests are not allowed.", code: "cross_origin" }, "cross_origin"],
    [{ message: "Forbidden" }, undefined],
    [{ code: 403 }, undefined],
    ["Forbidden", undefined],
    [undefined, undefined],
    [null, undefined],
  ])("of the body %o is %s", (body, code) => {
    expect(failed(body).code).toBe(code);
  });
});
