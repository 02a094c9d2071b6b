// @varco/domain: the product's vocabulary, without React. Hooks live in "@varco/domain/swr".
export * from "./api";
export * from "./model";
export * from "./rules";
