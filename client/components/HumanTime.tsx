// A moment shown as a person reads it ("2 h", "Yesterday", "Mar 3"; shared/dates/), its exact time in the
// <time> element's datetime and title. The server words it in UTC; the browser words it again in its own time
// zone and clock once hydrated, so the text may differ between the two (suppressHydrationWarning).
import { useEffect, useState } from 'react';
import { calendarDate } from '#shared/dates/calendarDate.ts';
import { humanDate } from '#shared/dates/humanDate.ts';

export function HumanTime({ when, className }: { when: string; className?: string }) {
  const [text, setText] = useState(() => humanDate(when));
  useEffect(() => {
    setText(humanDate(when, Date.now(), new Date().getTimezoneOffset()));
  }, [when]);
  return (
    <time className={className} dateTime={when} title={calendarDate(when)} suppressHydrationWarning>
      {text}
    </time>
  );
}
