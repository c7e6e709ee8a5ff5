// A form's onSubmit from an async submit (react-hook-form's handleSubmit(onValid), or a handler of
// our own): React ignores what onSubmit returns, so the promise is let go here, once, on purpose.
// The submit handlers answer their own failures (they set the form's errors or show a toast); a
// rejection that escapes one still reaches the console as an unhandled rejection.
import type { FormEvent } from 'react';

export function submitHandler<Event = FormEvent<HTMLFormElement>>(submit: (event: Event) => Promise<unknown>): (event: Event) => void {
  return (event) => {
    void submit(event);
  };
}
