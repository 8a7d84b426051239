import { areaState } from "../../core/area-state";
import type { Order } from "./order";

/** The account's orders by id, oldest first; none until the first. */
export const ordersOf = areaState(() => ({ byId: new Map<string, Order>(), nextNumber: 1001 }));
