// Small outline icons of the requests table (24×24, currentColor).
import { outlineIcon } from '../../kit/outline-icon';

const icon = (d: string) => outlineIcon(d);

export const ChatIcon = icon('M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z');
export const CheckIcon = icon('M5 12.5 10 17 19 7');
export const XIcon = icon('M6 6l12 12M18 6 6 18');
export const SwapIcon = icon('M7 7h13l-4-4M17 17H4l4 4');
export const CalendarIcon = icon('M4 6h16v14H4zM4 10h16M8 3v4M16 3v4');
export const SearchIcon = icon('M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4');
