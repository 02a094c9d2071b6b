export { Breadcrumb, type BreadcrumbProps, Breadcrumbs, type BreadcrumbsProps } from "./Breadcrumbs";
