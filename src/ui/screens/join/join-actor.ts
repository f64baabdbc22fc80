import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { joinUsMachine } from '../../../machines/join-us/join-us.machine';
import { FILL_ALL_REQUIRED } from '../../../machines/join-us/join-us.validation';
import { useMessageText } from './message-text';

export type JoinUsActor = ActorRefFrom<typeof joinUsMachine>;

/** The form, its attachment and a translated error per field, for the step views. */
export function useJoinForm(actor: JoinUsActor) {
  const messageText = useMessageText();
  const form = useSelector(actor, (s) => s.context.form);
  const attachment = useSelector(actor, (s) => s.context.attachment);
  const errors = useSelector(actor, (s) => s.context.errors);
  // The summary says the spec's 'Fill all required Fileds', spelled right ('Fill in all required fields'); each empty field just says it is required.
  const errorOf = (field: keyof typeof errors) => messageText(errors[field] === FILL_ALL_REQUIRED ? 'validation.required' : errors[field]);
  return { form, attachment, errorOf };
}
