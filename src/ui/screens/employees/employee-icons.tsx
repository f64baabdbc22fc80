// Icons of the employees screen that the products screen does not have (same 24×24 outline style).
import { outlineIcon } from '../../kit/outline-icon';

const icon = (d: string) => outlineIcon(d);

export const ChatIcon = icon('M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z');
export const RestoreIcon = icon('M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5');
export const DownloadIcon = icon('M12 4v11M7 10l5 5 5-5M5 20h14');
export const UserIcon = icon('M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z');
