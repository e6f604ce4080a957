// A field's problem under it, as the save refused it (the server's words).
export function FieldError({ message, id }: { message: string | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-xs font-medium text-sale">
      {message}
    </p>
  );
}
