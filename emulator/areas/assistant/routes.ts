import { assistantOperations } from "../../../provider/contract/assistant";
import { implement } from "../../core/router";
import { searchHelp } from "./model";

/**
 * The help assistant: parse, call the model, answer. Its settings and the billing data never
 * change, so they are read from the fixtures.
 */
export const assistantRoutes = implement(assistantOperations, {
  SearchHelp: {
    auth: { scopes: ["assistant"] },
    handle: ({ runtime, key, query, origin }) =>
      searchHelp(
        {
          origin,
          account: runtime.account,
          clock: runtime.clock,
          settings: runtime.fixtures.assistant,
          billing: runtime.fixtures.billing,
        },
        key,
        query,
      ),
  },
});
