import type { ActorRefFrom } from 'xstate';
import type { requestListMachine } from '../../../machines/request-list/request-list.machine';

/** The requests screen's actor, as its cells and dialog read it. */
export type RequestListActor = ActorRefFrom<typeof requestListMachine>;
