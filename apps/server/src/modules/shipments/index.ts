/** The shipments module's face (an order's parcels and their timelines): all that other code may import from it (README.md). */
export {
  changeShipmentStatus,
  findShipment,
  findShipmentByReference,
  insertShipment,
  nextParcelNumber,
  providerReferenceOf,
  recordShipmentEvent,
  shipmentsOfOrders,
  shipmentsToPoll,
  shippedQuantities,
  type NewShipment,
  type ShipmentChange,
  type ShipmentChangeOutcome,
  type ShipmentEventInput,
  type ShipmentEventRow,
  type ShipmentRow,
} from './shipments.service.ts';
export type { ShipmentLine } from './shipments.table.ts';
