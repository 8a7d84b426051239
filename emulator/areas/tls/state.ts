import { areaState } from "../../core/area-state";
import type { Order } from "./order";

/** The account's orders by id, oldest first; none until the first. */
export const ordersOf = areaState(() => ({ byId: new Map<string, Order>(), nextNumber: 1001 }));

/** The CA's settings from the fixtures: its CAA identity, when they name one. */
export const caSettingsOf = areaState((): { caaIdentity?: string } => ({}));
