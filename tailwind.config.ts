// The theme, in one place (Tailwind 4 loads it through `@config` in src/index.css). The colours are
// Tailwind's own palette, used by role: teal for the brand and actions, slate for text and lines,
// rose/amber/emerald for error/warning/success; what is ours is named here.
import type { Config } from 'tailwindcss';

export default {
  theme: {
    extend: {
      fontFamily: {
        // Latin first, Arabic glyphs from Noto Sans Arabic; html[dir=rtl] puts the Arabic faces first (index.css).
        sans: ['Inter', 'Noto Sans Arabic', 'Noto Sans', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
        arabic: ['Noto Sans Arabic', 'Noto Naskh Arabic', 'Noto Sans', 'system-ui', 'sans-serif'],
      },
      spacing: {
        // The side drawer's width (part 1 §1).
        drawer: '190px',
      },
      screens: {
        // The overview (part 1 §2): its chats card shows 4 contacts from 1400 px, 3 below.
        wide: '1400px',
      },
    },
  },
} satisfies Config;
