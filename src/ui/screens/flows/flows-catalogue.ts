// Every machine of src/machines by the area of the product it serves, and a loader for each: the list
// costs nothing, a machine's code loads when the Flows page shows it.
import type { AnyStateMachine } from 'xstate';

const LOADERS = import.meta.glob<Record<string, unknown>>('../../../machines/*/*.machine.ts');

const AREAS: Record<string, readonly string[]> = {
  app: ['app', 'session', 'snackbar', 'event-stream', 'search', 'notification-permission', 'unsaved'],
  access: ['reset-request', 'reset', 'join-us'],
  overview: ['overview', 'statistics'],
  products: ['product-list', 'list', 'product-details', 'product-gallery', 'product-edit', 'product-delete', 'product-wizard', 'attribute-options', 'product-page'],
  requests: ['request-list', 'request-decision'],
  employees: ['employee-list', 'employee-form', 'employee-removal', 'employee-export'],
  chats: ['chat-contacts', 'conversation', 'composer', 'message-selection', 'saved-replies'],
  notifications: ['notifications', 'notification-list'],
  services: [
    'services', 'membership-card', 'membership-plans', 'unpaid-membership', 'boost-dialog', 'flash-dialog', 'unpaid-flash',
    'banner-dialog', 'unpaid-banner', 'promo-dialog', 'promo-details', 'refresh-dialog', 'product-picker', 'payment', 'payment-result',
  ],
  account: ['account-sections', 'account-form', 'profile-picture', 'company-form', 'privacy-form', 'account-ads', 'followers', 'deactivation', 'user-profile'],
  admin: ['join-review'],
  // This page's own flow.
  qa: ['flows-page'],
};

const folderOf = (file: string) => file.split('/').at(-2)!;
const LOADER_BY_FOLDER = new Map(Object.entries(LOADERS).map(([file, load]) => [folderOf(file), load]));

/** Every machine folder, as the areas list them; a folder no area names goes under `other`. */
export function machinesByArea(): { area: string; folders: string[] }[] {
  const listed = new Set(Object.values(AREAS).flat());
  const out = Object.entries(AREAS).map(([area, folders]) => ({ area, folders: folders.filter((f) => LOADER_BY_FOLDER.has(f)) }));
  const other = [...LOADER_BY_FOLDER.keys()].filter((f) => !listed.has(f)).sort();
  return [...out, ...(other.length ? [{ area: 'other', folders: other }] : [])].filter((a) => a.folders.length);
}

export const hasMachine = (folder: string) => LOADER_BY_FOLDER.has(folder);

/** The folder's name as the machine's id (`request-list` → `requestList`), the name its actors report by. */
export const machineIdOf = (folder: string) => folder.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

const isMachine = (v: unknown): v is AnyStateMachine => !!v && typeof v === 'object' && 'root' in v && 'config' in v && 'id' in v;

/** The folder's machine: the export whose id is the folder's, else its first machine. */
export async function loadMachine(folder: string): Promise<AnyStateMachine> {
  const load = LOADER_BY_FOLDER.get(folder);
  if (!load) throw new Error(`no machine in ${folder}`);
  const machines = Object.values(await load()).filter(isMachine);
  const machine = machines.find((m) => m.id === machineIdOf(folder)) ?? machines[0];
  if (!machine) throw new Error(`${folder} exports no machine`);
  return machine;
}
