// The offer badges on a product card and page, most persuasive first (a card shows the first few).
export interface BadgeFlags {
  onSale: boolean;
  isSale: boolean;
  isClearance: boolean;
  isDeal: boolean;
  isNew: boolean;
  isBundle: boolean;
  isReady: boolean;
}

export function productBadges(f: BadgeFlags): string[] {
  const badges: string[] = [];
  if (f.isClearance) badges.push('Clearance');
  else if (f.onSale || f.isSale) badges.push('Sale');
  if (f.isDeal) badges.push('Hot Deal');
  if (f.isNew) badges.push('New');
  if (f.isBundle) badges.push('Bundle');
  if (f.isReady) badges.push('Ready to Go');
  return badges;
}
