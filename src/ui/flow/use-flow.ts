// The one way a view runs a machine: useMachine with the app's inspector attached and the machine's
// id as the actor's name, so `?inspect` (and the e2e inspection test) sees every running actor, once.
import { useMachine } from '@xstate/react';
import { createContext, useContext, useEffect, useState } from 'react';
import type { ActorOptions, AnyActorRef, AnyStateMachine } from 'xstate';
import { AppContext } from '../app-context';
import { heldUntilStarted, type Inspect } from './inspection';

export type { Inspect } from './inspection';

/** The inspector of the running app (undefined: nobody is watching). Provided once, by <App>. */
export const InspectContext = createContext<Inspect | undefined>(undefined);

type FlowOptions<TMachine extends AnyStateMachine> = Parameters<typeof useMachine<TMachine>> extends [unknown, ...infer Rest] ? Rest : never;

/** What every flow hears when the user switches language; a machine that shows server-written text refetches it. */
export const LANGUAGE_CHANGED = { type: 'LANGUAGE_CHANGED' } as const;

export function useFlow<TMachine extends AnyStateMachine>(machine: TMachine, ...[options]: FlowOptions<TMachine>) {
  const inspect = useContext(InspectContext);
  // The inspector hears of the actor once it starts (StrictMode's unstarted twin never shows).
  const [gate] = useState(() => (inspect ? heldUntilStarted(inspect) : undefined));
  const withInspector = { id: machine.id, ...(options as ActorOptions<TMachine> | undefined), inspect: gate?.inspect } as ActorOptions<TMachine>;
  // (useMachine's rest-tuple typing cannot be forwarded generically; the options are the caller's, checked above.)
  const run = useMachine as (logic: TMachine, options: ActorOptions<TMachine>) => ReturnType<typeof useMachine<TMachine>>;
  const flow = run(machine, withInspector);
  const actor = flow[2];
  useEffect(() => gate?.started(actor.sessionId), [gate, actor]);
  useLanguageChanges(actor);
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
