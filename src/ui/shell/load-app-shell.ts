// The signed-in chrome's loader: App.tsx renders it lazily, boot starts it early (first-screen.ts).
// Apart from routes.tsx, whose route table the shell's frame reads, so neither imports the other.
export const loadAppShell = () => import('./AppShell').then((m) => ({ default: m.AppShell }));
