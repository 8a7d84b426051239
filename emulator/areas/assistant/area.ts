import type { Area } from "../../core/area";
import { assistantRoutes } from "./routes";
import { assistantStateDump } from "./views";

/** The help assistant: answers from the articles and the account's data. */
export const assistantArea: Area = {
  name: "assistant",
  routes: assistantRoutes,
  stateDump: assistantStateDump,
};
