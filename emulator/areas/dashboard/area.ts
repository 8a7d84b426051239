import type { Area } from "../../core/area";
import { isDashboardPath, serveDashboard } from "./serve";

/** The read-only HTML view of the account under /my, which the assistant's answers link to. */
export const dashboardArea: Area = {
  name: "dashboard",
  pages: { claims: isDashboardPath, serve: serveDashboard },
};
