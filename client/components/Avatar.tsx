// A member's picture, or, for a member without one (a new member), the first letter of their name on a round
// badge: never an empty circle. The size comes from the caller's class.
function initial(name: string): string {
  return ([...name.trim()][0] ?? '?').toUpperCase();
}

export function Avatar({ url, name, className, size }: { url: string | null | undefined; name: string; className: string; size: number }) {
  if (url) return <img className={className} src={url} alt="" width={size} height={size} loading="lazy" />;
  return (
    <span className={`${className} avatar-initial`} aria-hidden="true" data-test-id="avatar-initial" style={{ fontSize: Math.round(size * 0.42) }}>
      {initial(name)}
    </span>
  );
}
