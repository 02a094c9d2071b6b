export { ResultPage, type ResultPageProps } from "./ResultPage";
export * from "./resultPageVariants";
