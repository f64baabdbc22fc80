/** Part 2 §2: the Services screen's dialogs, by the name `openDialog` gives them. */
export const SERVICE_DIALOG_NAMES = ['boost', 'flash-sale', 'refresh', 'promo-offer', 'premium-banner', 'double-banner', 'sliding-banner'] as const;
export type ServiceDialogName = (typeof SERVICE_DIALOG_NAMES)[number];

export const isServiceDialogName = (value: string | null | undefined): value is ServiceDialogName =>
  typeof value === 'string' && (SERVICE_DIALOG_NAMES as readonly string[]).includes(value);
