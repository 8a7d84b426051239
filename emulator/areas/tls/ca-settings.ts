import { areaState } from "../../core/area-state";

/** The CA's settings from the fixtures: its CAA identity, when they name one. */
export const caSettingsOf = areaState((): { caaIdentity?: string } => ({}));
