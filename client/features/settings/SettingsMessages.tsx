// A settings section's message: saved (a status) or why not (an alert).
export function SettingsMessages({ message, error }: { message: string | null; error: string | null }) {
  return (
    <>
      {message && <p role="status">{message}</p>}
      {error && (
        <p role="alert" className="auth-form__error">
          {error}
        </p>
      )}
    </>
  );
}
