// The shell's frame, shared by the shell and the frame shown before it loads (ShellSkeleton), so the
// screen's title lands in the same place in both.
export const drawerFrame = 'fixed inset-y-0 start-0 hidden w-drawer border-e border-slate-200 bg-white';
export const topBarFrame = 'sticky top-0 z-20 h-16 border-b border-slate-200 bg-white/90';
export const shellColumn = 'flex min-h-dvh flex-col lg:ps-drawer';
export const shellMain = 'mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8';
