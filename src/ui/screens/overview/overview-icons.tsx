// The overview's icons (outline, 24 px grid, currentColor).
import { outlineIcon } from '../../kit/outline-icon';

export const BoxIcon = outlineIcon('M21 8 12 3 3 8m18 0v8l-9 5m9-13-9 5m0 8-9-5V8m9 13v-8M3 8l9 5');
export const CartIcon = outlineIcon('M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2M10 20.5h.01M17 20.5h.01');
export const SwapIcon = outlineIcon('M7 7h13l-4-4m4 4-4 4M17 17H4l4 4m-4-4 4-4');
export const TrendIcon = outlineIcon('M3 17l6-6 4 4 8-8m0 0h-5m5 0v5');
export const MegaphoneIcon = outlineIcon('M4 10v4a1 1 0 0 0 1 1h2l5 4V5L7 9H5a1 1 0 0 0-1 1Zm12-1a4 4 0 0 1 0 6m2.5-9a8 8 0 0 1 0 12');
export const SparkIcon = outlineIcon('M12 3v4m0 10v4M3 12h4m10 0h4M5.6 5.6l2.8 2.8m7.2 7.2 2.8 2.8m0-12.8-2.8 2.8m-7.2 7.2-2.8 2.8');
export const ChevronIcon = outlineIcon('m9 6 6 6-6 6');
export const ChevronLeftIcon = outlineIcon('m15 6-6 6 6 6');
