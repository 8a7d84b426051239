import type { Area } from "../../core/area";
import { metaRoutes } from "./routes";

/** What the calling key is, and the OpenAPI document of every route served. */
export const metaArea: Area = { name: "meta", routes: metaRoutes };
