// What is in a parcel, as the pages reached by a texted or emailed link list it.
export const parcelItemsSelect = { select: { productName: true, colorName: true, size: true, quantity: true } } as const;

type Line = { productName: string; colorName: string; size: string; quantity: number };

export const parcelItems = (lines: Line[]) =>
  lines.map((line) => ({ name: line.productName, colour: line.colorName, size: line.size, quantity: line.quantity }));
