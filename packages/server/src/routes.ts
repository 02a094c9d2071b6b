import type { Route } from "./http/route";
import { authRoutes } from "./modules/auth/routes";
import { healthRoute } from "./modules/platform/routes";
import { userRoutes } from "./modules/users/routes";

/**
 * Every route of the API. A module exports its routes (`modules/<name>/routes.ts`) and adds them
 * here; that alone mounts them and puts them in `GET /api/openapi.json`.
 */
export const apiRoutes: readonly Route[] = [healthRoute, ...authRoutes, ...userRoutes];
