// The one way a view runs a machine: useMachine with the app's inspector attached and the machine's
// id as the actor's name, so `?inspect` (and the e2e inspection test) sees every running actor.
import { useMachine } from '@xstate/react';
import { createContext, useContext, useEffect } from 'react';
import type { ActorOptions, AnyActorRef, AnyStateMachine, InspectionEvent, Observer } from 'xstate';
import { AppContext } from '../app-context';

/** What createActor accepts as `inspect`: the Stately browser inspector, or a test's collector. */
export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

/** The inspector of the running app (undefined: nobody is watching). Provided once, by <App>. */
export const InspectContext = createContext<Inspect | undefined>(undefined);

type FlowOptions<TMachine extends AnyStateMachine> = Parameters<typeof useMachine<TMachine>> extends [unknown, ...infer Rest] ? Rest : never;

/** What every flow hears when the user switches language; a machine that shows server-written text refetches it. */
export const LANGUAGE_CHANGED = { type: 'LANGUAGE_CHANGED' } as const;

export function useFlow<TMachine extends AnyStateMachine>(machine: TMachine, ...[options]: FlowOptions<TMachine>) {
  const inspect = useContext(InspectContext);
  const withInspector = { id: machine.id, ...(options as ActorOptions<TMachine> | undefined), inspect } as ActorOptions<TMachine>;
  // (useMachine's rest-tuple typing cannot be forwarded generically; the options are the caller's, checked above.)
  const run = useMachine as (logic: TMachine, options: ActorOptions<TMachine>) => ReturnType<typeof useMachine<TMachine>>;
  const flow = run(machine, withInspector);
  useLanguageChanges(flow[2]);
  return flow;
}

/** Tells the flow when the app's locale changes (machines that do not listen ignore the event). */
function useLanguageChanges(actor: AnyActorRef) {
  const app = useContext(AppContext);
  useEffect(() => {
    if (!app) return;
    let locale = app.getSnapshot().context.locale;
    const subscription = app.subscribe((snapshot) => {
      if (snapshot.context.locale === locale) return;
      locale = snapshot.context.locale;
      actor.send(LANGUAGE_CHANGED);
    });
    return () => subscription.unsubscribe();
  }, [app, actor]);
}
