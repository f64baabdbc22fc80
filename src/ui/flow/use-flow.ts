// The one way a view runs a machine: useMachine with the app's inspector attached and the machine's
// id as the actor's name, so `?inspect` (and the e2e inspection test) sees every running actor.
import { useMachine } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorOptions, AnyStateMachine, InspectionEvent, Observer } from 'xstate';

/** What createActor accepts as `inspect`: the Stately browser inspector, or a test's collector. */
export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

/** The inspector of the running app (undefined: nobody is watching). Provided once, by <App>. */
export const InspectContext = createContext<Inspect | undefined>(undefined);

type FlowOptions<TMachine extends AnyStateMachine> = Parameters<typeof useMachine<TMachine>> extends [unknown, ...infer Rest] ? Rest : never;

export function useFlow<TMachine extends AnyStateMachine>(machine: TMachine, ...[options]: FlowOptions<TMachine>) {
  const inspect = useContext(InspectContext);
  const withInspector = { id: machine.id, ...(options as ActorOptions<TMachine> | undefined), inspect } as ActorOptions<TMachine>;
  // (useMachine's rest-tuple typing cannot be forwarded generically; the options are the caller's, checked above.)
  const run = useMachine as (logic: TMachine, options: ActorOptions<TMachine>) => ReturnType<typeof useMachine<TMachine>>;
  return run(machine, withInspector);
}
