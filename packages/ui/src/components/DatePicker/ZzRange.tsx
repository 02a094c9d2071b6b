export const RangeShot = () => null;
