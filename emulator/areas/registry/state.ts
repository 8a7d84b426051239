import { areaState } from "../../core/area-state";
import { RegistryOutages } from "./outages";

/** The registry's part of an account: the outages injected for the next calls that need it. */
export const registryOutages = areaState(() => new RegistryOutages());
