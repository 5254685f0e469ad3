// "N people opened Pins you shared" (docs/rules/closeup-and-visitors.md#routes-and-screens-spec-002-2 utm_pai): the member's share attribution, on their
// updates page; asked after hydration, shown once someone opened a shared Pin.
import { useEffect, useState } from 'react';
import { getResource } from '#client/lib/resource.ts';
import { shareOpensText } from '#shared/shares/opens.ts';

export function ShareOpensLine() {
  const [people, setPeople] = useState(0);
  useEffect(() => {
    let live = true;
    getResource('ShareOpenResource', {}).then(
      (answer) => live && setPeople(answer.data.people),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (people === 0) return null;
  return (
    <p className="news__shares" data-test-id="share-opens">
      {shareOpensText(people)}
    </p>
  );
}
