// Small outline icons of the products table (24×24, currentColor).
import { outlineIcon } from '../../kit/outline-icon';

const icon = (d: string) => outlineIcon(d);

export const EyeIcon = icon('M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z');
export const PencilIcon = icon('M16.9 3.6a2.1 2.1 0 0 1 3 3L8 18.5 4 20l1.5-4z');
export const TrashIcon = icon('M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3');
export const CalendarCheckIcon = icon('M8 2v4M16 2v4M3 8h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM9 15l2 2 4-4');
export const CheckCircleIcon = icon('M22 11.1V12a10 10 0 1 1-5.9-9.1M22 4 12 14l-3-3');
export const RocketIcon = icon('M5 15c-1.5 1.3-2 5-2 5s3.7-.5 5-2c.7-.8.7-2.1-.1-2.9a2.2 2.2 0 0 0-2.9-.1zM12 15l-3-3a22 22 0 0 1 2-3.9A12.9 12.9 0 0 1 22 2c0 2.7-.8 7.5-6 11a22.4 22.4 0 0 1-4 2zM9 12H4s.6-3 2-4c1.6-1.1 5 0 5 0M12 15v5s3-.6 4-2c1.1-1.6 0-5 0-5');
export const TagIcon = icon('M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8zM7 7h.01');
export const ChevronIcon = icon('M9 18l6-6-6-6');
export const FolderIcon = icon('M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z');
export const UsersIcon = icon('M17 20v-2a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v2M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM21 20v-2a4 4 0 0 0-3-3.9M16 2.1a4 4 0 0 1 0 7.8');
export const PlusIcon = icon('M12 5v14M5 12h14');
export const ImageIcon = icon('M4 5h16v14H4zM4 15l4-4 5 5M14 13l2-2 4 4M15 9h.01');

export const CopyIcon = icon('M10 8h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-8a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2zM16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2');
