/**
 * An order's parcel in the back office: "Shipped with <courier>, AWB …", or for a return "Pickup with <courier>, AWB …"
 * (its parcel is collected from the shopper); without a courier's name, none is made up.
 */
export function ShipmentLine({ isReturn, courier, awb }: { isReturn: boolean; courier: string | null; awb: string }) {
  return (
    <p className="text-sm text-ink" data-testid="shipment">
      {isReturn ? "Pickup" : "Shipped"}
      {courier ? (
        <>
          {" "}
          with <strong>{courier}</strong>
        </>
      ) : null}
      , AWB <span className="font-mono">{awb}</span>
    </p>
  );
}
